"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { BRAND_SUBMISSION_MESSAGES } from "@/lib/brands/submission";

type MessageKey = keyof typeof BRAND_SUBMISSION_MESSAGES;
const KEY_OF = new Map(
  (Object.entries(BRAND_SUBMISSION_MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The schema's and the API's field messages (their English wording) in the page's language; others as they came. */
export function useBrandMessage() {
  const t = useTranslations("add-brand.messages");
  return useCallback(
    (message?: string | null): string | undefined => {
      if (!message) return undefined;
      const key = KEY_OF.get(message);
      return key ? t(key) : message;
    },
    [t],
  );
}
