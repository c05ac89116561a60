"use client";

import dynamic from "next/dynamic";
import type { NewsletterFormProps } from "./newsletter-form";

/**
 * The Stay Updated form, server-rendered in full but with its code (react-hook-form, zod, the schema) in a chunk of
 * its own, outside the page's first scripts. Until that chunk has hydrated it, the server markup is a plain POST
 * form, which the endpoint answers with a redirect to the check-inbox page.
 */
export const LazyNewsletterForm = dynamic<NewsletterFormProps>(() =>
  import("./newsletter-form").then((module) => module.NewsletterForm),
);
