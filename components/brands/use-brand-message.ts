"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { BRAND_SUBMISSION_MESSAGES } from "@/lib/brands/submission";
import { matchMessage } from "@/lib/i18n/message-templates";

type MessageKey = keyof typeof BRAND_SUBMISSION_MESSAGES;

/** The schema's and the API's field messages (their English wording) in the page's language; others as they came. */
export function useBrandMessage() {
  const t = useTranslations("add-brand.messages");
  return useCallback(
    (message?: string | null): string | undefined => {
      if (!message) return undefined;
      const found = matchMessage(BRAND_SUBMISSION_MESSAGES, message);
      return found ? t(found.key as MessageKey) : message;
    },
    [t],
  );
}
