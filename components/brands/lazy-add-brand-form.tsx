"use client";

import { hydrateOnDemand } from "@/components/ui/hydrate-on-demand";

/** The Add Brand form is what its page is for: it hydrates as soon as the page has, its code loaded then. */
export const LazyAddBrandForm = hydrateOnDemand<object>(
  () => import("./add-brand-form").then((module) => module.AddBrandForm),
  { on: "mount" },
);
