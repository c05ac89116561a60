import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";

/** The comparison's wording in one language, fetched with the code that shows it (the bar, a toggle's notice). */
export const compareWording = (locale: Locale) =>
  (import(`@/messages/${locale}/compare.json`) as Promise<{ default: Messages["compare"] }>).then((json) => ({
    compare: json.default,
  }));
