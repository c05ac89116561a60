import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminFrame } from "@/components/admin/admin-nav";
import { ComparisonPicks } from "@/components/admin/comparison-picks";
import { NOINDEX } from "@/lib/seo/metadata";
import { requireAdminPage } from "@/server/admin/auth/require-admin-page";
import { COMPARE_INDEX_MIN_VIEWS } from "@/server/public/compare/indexable";

export const metadata: Metadata = { title: "Comparisons · Admin", robots: NOINDEX };

// An admin page: rendered per request (with a CSP nonce), never cached.
export const instant = false;

export default async function AdminComparisonsPage() {
  await connection();
  await requireAdminPage();
  return (
    <AdminFrame
      current="comparisons"
      title="Comparisons in the sitemap"
      description={`Search engines may index the comparisons you pick here and those visitors open at least ${COMPARE_INDEX_MIN_VIEWS} times in 90 days; every other comparison page is noindex.`}
    >
      <ComparisonPicks />
    </AdminFrame>
  );
}
