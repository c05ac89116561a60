"use client";

import { useTranslations } from "next-intl";
import { ApiError } from "@/lib/api-client";

/**
 * What to tell the admin about a failed request, in the admin's language: the server's message, which it says in the
 * language of the page that asked; a generic text when it sent none.
 */
export function useProblemDescription(): (error: unknown) => string {
  const t = useTranslations("admin.problems");
  return (error) => {
    if (!(error instanceof ApiError)) return t("offline");
    if (error.status === 401) return t("signedOut");
    return error.serverMessage ?? t("retry");
  };
}
