import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminFrame, adminPageMetadata } from "@/components/admin/admin-nav";
import { EvidenceEditor } from "@/components/admin/evidence-editor";
import { requireAdminPage } from "@/server/auth/admin/require-admin-page";

export async function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata("evidence");
}

// An admin page: rendered per request (with a CSP nonce), never cached.
export const instant = false;

export default async function AdminEvidencePage() {
  await connection();
  await requireAdminPage();
  return (
    <AdminFrame current="evidence">
      <EvidenceEditor />
    </AdminFrame>
  );
}
