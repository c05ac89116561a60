"use client";

import { hydrateOnDemand } from "@/components/ui/hydrate-on-demand";
import type { NewsletterFormProps } from "./newsletter-form";

/**
 * The Stay Updated form sits low on the page: it hydrates a little before it scrolls into view, or when touched, so
 * its code is ready before anyone reaches it without weighing on the page's first load.
 */
export const LazyNewsletterForm = hydrateOnDemand<NewsletterFormProps>(
  () => import("./newsletter-form").then((module) => module.NewsletterForm),
  { on: "near-viewport", rootMargin: "400px" },
);
