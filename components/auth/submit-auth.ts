import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { mutate } from "swr";
import { CURRENT_USER_PATH } from "@/components/layout/current-user";
import { ApiError, apiRequest } from "@/lib/api-client";
import { useErrorText, type ErrorInput } from "@/components/i18n/use-error-text";

type AuthOutcome = { ok: true } | { ok: false; message: string; fields: Record<string, string> };

/** What an auth form says when a request fails, in the page's language. */
type AuthTexts = {
  network: string;
  failed: string;
  tooMany: (minutes: number) => string;
  /** A schema's or the API's error in the page's language, by its key. */
  local: (error: ErrorInput) => string;
};

export function useAuthTexts(): AuthTexts {
  const t = useTranslations("account.auth");
  const errorText = useErrorText();
  return useMemo(
    () => ({
      network: t("networkError"),
      failed: t("failed"),
      tooMany: (minutes: number) => t("tooMany", { minutes }),
      local: (error: ErrorInput) => errorText(error) ?? "",
    }),
    [t, errorText],
  );
}

/**
 * Posts an auth form as JSON and reads the answer: field messages from a 400/409, the generic message of a 401, the
 * wait of a 429. On success the header's current-user cache is refreshed.
 */
export async function submitAuth(path: string, body: unknown, texts: AuthTexts): Promise<AuthOutcome> {
  try {
    await apiRequest("POST", path, body);
  } catch (error) {
    if (!(error instanceof ApiError)) return { ok: false, message: texts.network, fields: {} };
    const fields = Object.fromEntries(
      Object.entries(error.fields).map(([name, messages]) => [name, texts.local(messages[0])]),
    );
    if (error.code === "rate_limited") {
      const minutes = Math.max(1, Math.ceil(Number(error.headers.get("retry-after") ?? 60) / 60));
      return { ok: false, message: texts.tooMany(minutes), fields };
    }
    return { ok: false, message: error.serverMessage ? texts.local(error.serverMessage) : texts.failed, fields };
  }
  await mutate(CURRENT_USER_PATH);
  return { ok: true };
}
