import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminFrame, adminPageMetadata } from "@/components/admin/admin-nav";
import { HealthClaimsEditor } from "@/components/admin/health-claims-editor";
import { requireAdminPage } from "@/server/auth/admin/require-admin-page";

export async function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata("health-claims");
}

// An admin page: rendered per request (with a CSP nonce), never cached.
export const instant = false;

export default async function AdminHealthClaimsPage() {
  await connection();
  await requireAdminPage();
  return (
    <AdminFrame current="health-claims">
      <HealthClaimsEditor />
    </AdminFrame>
  );
}
