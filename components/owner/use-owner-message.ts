"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { matchMessage } from "@/lib/i18n/message-templates";
import type { Translator } from "@/lib/i18n/translator";
import { OWNER_MESSAGES } from "@/lib/owner/owner-messages";

type MessageKey = Parameters<Translator<"owner.messages">>[0];

/** The owner schemas' and handlers' messages (English on the wire) in the page's language; others as they came. */
export function useOwnerMessage(): (message: string) => string {
  const t = useTranslations("owner.messages");
  return useCallback(
    (message: string) => {
      const found = matchMessage(OWNER_MESSAGES, message);
      return found ? t(found.key as MessageKey, found.values) : message;
    },
    [t],
  );
}
