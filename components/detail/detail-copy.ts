import "server-only";
import { getLocale, getTranslations } from "next-intl/server";
import type { DetailCopy } from "./kind-content";

/** The page's locale and the catalogue parts every detail screen reads. */
export async function detailCopy(): Promise<DetailCopy> {
  const [locale, t, options, kinds] = await Promise.all([
    getLocale(),
    getTranslations("detail"),
    getTranslations("options"),
    getTranslations("kinds.kinds"),
  ]);
  return { locale, t, options, kinds };
}
