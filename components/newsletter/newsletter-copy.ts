import "server-only";
import { getTranslations } from "next-intl/server";
import { EMAIL_MAX_LENGTH } from "@/server/public/newsletter/limits";

/** The Stay Updated form's wording in the page's language, handed to the island as plain strings. */
export async function newsletterCopy() {
  const t = await getTranslations("newsletter");
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

export type NewsletterCopy = Awaited<ReturnType<typeof newsletterCopy>>;
