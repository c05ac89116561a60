import "server-only";
import { getTranslations } from "next-intl/server";
import type { Translator } from "@/lib/i18n/translator";
import { EMAIL_MAX_LENGTH } from "@/lib/newsletter/limits";

/** The Stay Updated form's wording from the newsletter catalogue, as plain strings for the island. */
export function newsletterCopyFrom(t: Translator<"newsletter">) {
  return {
    emailLabel: t("emailLabel"),
    placeholder: t("placeholder"),
    subscribe: t("subscribe"),
    subscribing: t("subscribing"),
    success: t("success"),
    offline: t("offline"),
    rateLimited: t("rateLimited"),
    failed: t("failed"),
    required: t("required"),
    invalid: t("invalid"),
    tooLong: t("tooLong", { max: EMAIL_MAX_LENGTH }),
  };
}

export type NewsletterCopy = ReturnType<typeof newsletterCopyFrom>;

/** The Stay Updated form's wording in the page's language, handed to the island so it ships no catalogue. */
export async function newsletterCopy(): Promise<NewsletterCopy> {
  return newsletterCopyFrom(await getTranslations("newsletter"));
}
