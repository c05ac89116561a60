import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { factWords } from "@/lib/listings/fact-words";
import { compareRows, comparisonTitle } from "@/lib/compare/compare-rows";
import { KIND_TO_CATEGORY } from "@/lib/directory/kinds";
import { localizedMetadata } from "@/lib/seo/localized-metadata";
import type { Locale } from "@/lib/i18n/locales";
import { siteUrl } from "@/lib/site";
import type { ComparisonData } from "./compare-page";

/** Mid-sentence, a category and a fact read in lower case, except in German, where nouns keep their capital. */
const inSentence = (locale: Locale, text: string) => (locale === "de" ? text : text.toLowerCase());

/**
 * Title, description and canonical per comparison. Indexable only when the admin picked it or visitors open it
 * (it is then in the sitemap); every other comparison is noindex, though its links are followed.
 */
export async function comparisonMetadata(
  { kind, listings, path, indexable }: ComparisonData,
  locale: Locale,
): Promise<Metadata> {
  const [t, facts, categories] = await Promise.all([
    getTranslations({ locale, namespace: "compare-page.meta" }),
    getTranslations({ locale, namespace: "facts" }),
    getTranslations({ locale, namespace: "kinds.categories" }),
  ]);
  const title = comparisonTitle(listings);
  const category = inSentence(locale, categories(KIND_TO_CATEGORY[kind]));
  const words = factWords(locale, facts);
  const factNames = compareRows(kind, listings, words)
    .slice(0, 4)
    .map((row) => inSentence(locale, row.label))
    .join(", ");
  const metadata = await localizedMetadata({
    title: t("title", { title, category }),
    description: t("description", { title, facts: factNames }),
    path,
  });
  return {
    metadataBase: new URL(`${siteUrl()}/`),
    ...metadata,
    robots: indexable ? metadata.robots : { index: false, follow: true },
  };
}

export async function comparisonNotFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "compare-page.notFound" });
  return { title: t("title"), description: t("description"), robots: { index: false, follow: true } };
}
