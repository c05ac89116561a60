"use client";

import { heldIsland } from "@/components/ui/held-island";

/**
 * Everything below the directory's controls, whose code loads after the page's first scripts, as the page hydrates:
 * the distance search, the results with their cards, paging and map, and the comparison bar. The results are
 * server-rendered, so the page reads fine meanwhile, and what is pressed early is done once they have hydrated.
 */
export const DirectoryMainIsland = heldIsland(() => import("./directory-main").then((module) => module.DirectoryMain));
