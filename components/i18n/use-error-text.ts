import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { readErrorKey, type ErrorKey, type FieldError } from "@/lib/http/error-key";
import { sayErrorKey, type KeyTranslator } from "@/lib/http/error-text";

/** An error said by its key: a field error from the wire, or a form's own zod message (an errorKey). */
export type ErrorInput = FieldError | ErrorKey | string | null | undefined;

/**
 * Errors in the page's language, by their catalogue key and values. A key this page's catalogues lack shows the text
 * the server already said in the request's language; any other text shows as it came.
 */
export function useErrorText(): (error: ErrorInput) => string | undefined {
  const t = useTranslations() as unknown as KeyTranslator;
  const locale = useLocale();
  return useCallback(
    (error: ErrorInput) => {
      if (!error) return undefined;
      const key = typeof error === "string" ? readErrorKey(error) : error;
      const fallback = typeof error === "string" ? error : "message" in error ? error.message : error.code;
      return (key && sayErrorKey(t, locale, key)) ?? fallback;
    },
    [t, locale],
  );
}
