import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { comparisonMetadata, comparisonNotFoundMetadata } from "@/server/comparisons/compare-metadata";
import { Comparison } from "@/components/compare/comparison";
import { MISSING_COMPARISON } from "@/lib/compare/compare-path";
import { findComparison, loadComparison } from "@/server/comparisons/compare-page";

type ComparePageProps = { params: Promise<{ kind: string; slugs: string }> };

/**
 * A comparison renders once from cached data and is served from cache until one of its listings changes. `params`
 * is awaited outside any Suspense boundary, so notFound() and permanentRedirect() keep their 404 / 308; the one
 * prerendered segment is the not-found screen.
 */
export const generateStaticParams = async () => [{ kind: "wearable", slugs: MISSING_COMPARISON }];

export async function generateMetadata({ params }: ComparePageProps): Promise<Metadata> {
  const { kind, slugs } = await params;
  const [data, locale] = await Promise.all([findComparison(kind, slugs), getLocale()]);
  return data ? comparisonMetadata(data, locale) : comparisonNotFoundMetadata(locale);
}

export default async function ComparePage({ params }: ComparePageProps) {
  const { kind, slugs } = await params;
  const locale = await getLocale();
  const data = await loadComparison(kind, slugs, locale);
  return <Comparison data={data} locale={locale} />;
}
