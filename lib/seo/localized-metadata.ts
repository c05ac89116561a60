import "server-only";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { pageMetadata } from "@/lib/seo/metadata";

type LocalizedMetadataInput = Omit<Parameters<typeof pageMetadata>[0], "locale" | "siteName">;

/** pageMetadata in the page's locale (its `[locale]` segment): canonical, hreflang set and OpenGraph locale. */
export async function localizedMetadata(input: LocalizedMetadataInput): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("layout")]);
  return pageMetadata({ ...input, locale, siteName: t("siteName") });
}
