import type { Metadata } from "next";
import { compareRows, comparisonTitle } from "@/lib/compare/compare-rows";
import { CATEGORY_LABELS, KIND_TO_CATEGORY } from "@/lib/directory/kinds";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteUrl } from "@/lib/site";
import type { ComparisonData } from "@/server/public/compare/compare-page";

/**
 * Title, description and canonical per comparison. Indexable only when the admin picked it or visitors open it
 * (it is then in the sitemap); every other comparison is noindex, though its links are followed.
 */
export function comparisonMetadata({ kind, listings, path, indexable }: ComparisonData): Metadata {
  const title = comparisonTitle(listings);
  const category = CATEGORY_LABELS[KIND_TO_CATEGORY[kind]].toLowerCase();
  const facts = compareRows(kind, listings)
    .slice(0, 4)
    .map((row) => row.label.toLowerCase())
    .join(", ");
  const metadata = pageMetadata({
    title: `${title}: ${category} compared`,
    description: `${title} side by side: ${facts}, member ratings and when each was last verified.`,
    path,
  });
  return {
    metadataBase: new URL(`${siteUrl()}/`),
    ...metadata,
    robots: indexable ? metadata.robots : { index: false, follow: true },
  };
}

export const COMPARISON_NOT_FOUND: Metadata = {
  title: "Comparison Not Found",
  description:
    "These listings cannot be compared: one is missing, they are of different kinds, or there are more than four.",
  robots: { index: false, follow: true },
};
