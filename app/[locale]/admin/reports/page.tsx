import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminFrame } from "@/components/admin/admin-nav";
import { ReportQueue } from "@/components/admin/report-queue";
import { NOINDEX } from "@/lib/seo/metadata";
import { requireAdminPage } from "@/server/admin/auth/require-admin-page";
import { listReports } from "@/server/admin/reports/queries";

export const metadata: Metadata = { title: "Reports · Admin", robots: NOINDEX };

// An admin page: rendered per request (with a CSP nonce), never cached.
export const instant = false;

export default async function AdminReportsPage() {
  await connection();
  await requireAdminPage();
  const { open, closed } = await listReports();
  return (
    <AdminFrame
      current="reports"
      title="Reports from visitors"
      description="Problems visitors reported, grouped by listing. Resolve one by correcting the listing, unpublishing it (its address then answers 410 Gone) or merging it into another; or dismiss it. Reporters who left an address are told."
    >
      <ReportQueue open={open} closed={closed} />
    </AdminFrame>
  );
}
