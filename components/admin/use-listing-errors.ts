"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { useErrorText } from "@/components/i18n/use-error-text";
import { ApiError } from "@/lib/api-client";
import type { ImportRowError } from "@/lib/import/schema";

/** The first error message at or under a form field, and where under it: a structured fact's [0, "name"]. */
function firstError(error: unknown, path: string[] = []): { message: string; path: string[] } | null {
  if (!error || typeof error !== "object") return null;
  const { message } = error as { message?: unknown };
  if (typeof message === "string" && message) return { message, path };
  for (const [part, inner] of Object.entries(error)) {
    if (part === "ref" || part === "type" || part === "types") continue;
    const found = firstError(inner, [...path, part]);
    if (found) return found;
  }
  return null;
}

/**
 * A listing form field's error in the page's language, by its key: an error inside a structured fact's value says
 * which entry first ("item 2: Panel name is required"); the part of the entry is the message's own label, and a
 * value inside it (a biomarker) the message's own words.
 */
export function useFieldErrorText(): (error: unknown) => string | undefined {
  const text = useErrorText();
  const t = useTranslations("listing-editor.factMessages");
  return useCallback(
    (error: unknown) => {
      const found = firstError(error);
      if (!found) return undefined;
      const entry = found.path.find((part) => /^\d+$/.test(part));
      const said = text(found.message) ?? found.message;
      return entry === undefined ? said : `${t("item", { number: Number(entry) + 1 })}: ${said}`;
    },
    [text, t],
  );
}

/** A refused save's field errors, each by its key in the page's language ("slug: …; website: …"); null without any. */
export function useFieldsProblem(): (error: unknown) => string | null {
  const text = useErrorText();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return null;
      const parts = Object.entries(error.fields).flatMap(([field, errors]) => {
        const said = text(errors[0]);
        return said ? [field === "_" ? said : `${field}: ${said}`] : [];
      });
      return parts.length ? parts.join("; ") : null;
    },
    [text],
  );
}

/** An import row's errors in the page's language, by key, each after its field ("slug: …; website: …"). */
export function useRowErrorsText(): (errors: readonly ImportRowError[]) => string {
  const text = useErrorText();
  return useCallback(
    (errors: readonly ImportRowError[]) =>
      errors.map((error) => (error.field ? `${error.field}: ${text(error) ?? ""}` : (text(error) ?? ""))).join("; "),
    [text],
  );
}
