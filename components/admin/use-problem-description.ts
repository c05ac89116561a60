"use client";

import { useTranslations } from "next-intl";
import { ApiError } from "@/lib/api-client";
import { localSummary, matchMessage } from "@/lib/i18n/message-templates";
import type { Translator } from "@/lib/i18n/translator";
import { ADMIN_ACTION_MESSAGES } from "@/lib/owner/admin-messages";

type MessageKey = Parameters<Translator<"admin.problems">>[0];

/**
 * What to tell the admin about a failed request, in the admin's language: the owner, claim and report actions'
 * messages from the catalogue (each "field: message" of a summary keeps its field), others as the server said them.
 */
export function useProblemDescription(): (error: unknown) => string {
  const t = useTranslations("admin.problems");
  return (error) => {
    if (!(error instanceof ApiError)) return t("offline");
    if (error.status === 401) return t("signedOut");
    const message = error.serverMessage;
    if (!message) return t("retry");
    return localSummary(message, (text) => {
      const found = matchMessage(ADMIN_ACTION_MESSAGES, text);
      return found ? t(`messages.${found.key}` as MessageKey, found.values) : null;
    });
  };
}
