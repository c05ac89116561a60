"use client";

import { useTranslations } from "next-intl";
import { ApiError } from "@/lib/api-client";

/** What to tell the admin about a failed request, in the admin's language. */
export function useProblemDescription(): (error: unknown) => string {
  const t = useTranslations("admin.problems");
  return (error) => {
    if (!(error instanceof ApiError)) return t("offline");
    if (error.status === 401) return t("signedOut");
    return error.serverMessage ?? t("retry");
  };
}
