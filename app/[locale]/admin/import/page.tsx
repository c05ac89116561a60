import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminFrame } from "@/components/admin/admin-nav";
import { ImportWizard } from "@/components/admin/import-wizard";
import { NOINDEX } from "@/lib/seo/metadata";
import { requireAdminPage } from "@/server/admin/auth/require-admin-page";

export const metadata: Metadata = { title: "Import · Admin", robots: NOINDEX };

// An admin page: rendered per request (with a CSP nonce), never cached.
export const instant = false;

export default async function AdminImportPage() {
  await connection();
  await requireAdminPage();
  return (
    <AdminFrame
      current="import"
      title="Import listings"
      description="Create or update listings from a CSV or JSON file. Importing the same file twice changes nothing."
    >
      <ImportWizard />
    </AdminFrame>
  );
}
