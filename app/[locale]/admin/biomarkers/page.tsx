import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminFrame, adminPageMetadata } from "@/components/admin/admin-nav";
import { BiomarkersEditor } from "@/components/admin/biomarkers-editor";
import { requireAdminPage } from "@/server/auth/admin/require-admin-page";

export async function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata("biomarkers");
}

// An admin page: rendered per request (with a CSP nonce), never cached.
export const instant = false;

export default async function AdminBiomarkersPage() {
  await connection();
  await requireAdminPage();
  return (
    <AdminFrame current="biomarkers">
      <BiomarkersEditor />
    </AdminFrame>
  );
}
