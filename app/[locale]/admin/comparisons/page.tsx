import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminFrame, adminPageMetadata } from "@/components/admin/admin-nav";
import { ComparisonPicks } from "@/components/admin/comparison-picks";
import { requireAdminPage } from "@/server/auth/admin/require-admin-page";
import { COMPARE_INDEX_MIN_VIEWS } from "@/server/comparisons/indexable";

export async function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata("comparisons");
}

// An admin page: rendered per request (with a CSP nonce), never cached.
export const instant = false;

export default async function AdminComparisonsPage() {
  await connection();
  await requireAdminPage();
  return (
    <AdminFrame current="comparisons" values={{ minViews: COMPARE_INDEX_MIN_VIEWS }}>
      <ComparisonPicks />
    </AdminFrame>
  );
}
