import type { Metadata } from "next";
import { COMPARISON_NOT_FOUND, comparisonMetadata } from "@/components/compare/compare-metadata";
import { Comparison } from "@/components/compare/comparison";
import { MISSING_COMPARISON } from "@/lib/compare/compare-path";
import { findComparison, loadComparison } from "@/server/public/compare/compare-page";

type ComparePageProps = { params: Promise<{ kind: string; slugs: string }> };

/**
 * A comparison renders once from cached data and is served from cache until one of its listings changes. `params`
 * is awaited outside any Suspense boundary, so notFound() and permanentRedirect() keep their 404 / 308; the one
 * prerendered segment is the not-found screen.
 */
export const generateStaticParams = async () => [{ kind: "wearable", slugs: MISSING_COMPARISON }];

export async function generateMetadata({ params }: ComparePageProps): Promise<Metadata> {
  const { kind, slugs } = await params;
  const data = await findComparison(kind, slugs);
  return data ? comparisonMetadata(data) : COMPARISON_NOT_FOUND;
}

export default async function ComparePage({ params }: ComparePageProps) {
  const { kind, slugs } = await params;
  return <Comparison data={await loadComparison(kind, slugs)} />;
}
