import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminFrame, adminPageMetadata } from "@/components/admin/admin-nav";
import { ReportQueue } from "@/components/admin/report-queue";
import { requireAdminPage } from "@/server/auth/admin/require-admin-page";
import { listReports } from "@/server/reports/queries";

export async function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata("reports");
}

// An admin page: rendered per request (with a CSP nonce), never cached.
export const instant = false;

export default async function AdminReportsPage() {
  await connection();
  await requireAdminPage();
  const { open, closed } = await listReports();
  return (
    <AdminFrame current="reports" namespaces={["report"]}>
      <ReportQueue open={open} closed={closed} />
    </AdminFrame>
  );
}
