"use client";

import dynamic from "next/dynamic";
import type { AddBrandFormProps } from "./add-brand-form";

/**
 * The Add Brand form, server-rendered in full but with its code (react-hook-form, zod, the schema) in a chunk of its
 * own, outside the page's first scripts. Its fields take typing at once; its submit button waits for that chunk.
 */
export const LazyAddBrandForm = dynamic<AddBrandFormProps>(() =>
  import("./add-brand-form").then((module) => module.AddBrandForm),
);
