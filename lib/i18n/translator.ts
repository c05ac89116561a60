import { createTranslator, type _Translator, type NamespaceKeys, type NestedKeyOf } from "next-intl";
import type { Locale } from "./locales";
import { loadMessages, type Messages } from "./messages";

export type TranslatorNamespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** A translator for one namespace, as `getTranslations` and `useTranslations` return it. */
export type Translator<N extends TranslatorNamespace> = _Translator<Messages, N>;

/** A translator outside React (emails, jobs, route handlers), for a locale given explicitly. */
export async function translator<N extends TranslatorNamespace>(locale: Locale, namespace: N): Promise<Translator<N>> {
  return createTranslator({ locale, messages: await loadMessages(locale), namespace }) as Translator<N>;
}
