import type { Locale } from "@/lib/i18n/locales";
import { translator, type Translator } from "@/lib/i18n/translator";

/** The recipient's language and the email catalogue in it: every email is written in the member's language. */
export type EmailCopy = { locale: Locale; t: Translator<"email"> };

export async function emailCopy(locale: Locale): Promise<EmailCopy> {
  return { locale, t: await translator(locale, "email") };
}
