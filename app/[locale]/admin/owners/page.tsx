import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminFrame, adminPageMetadata } from "@/components/admin/admin-nav";
import { OwnerTools } from "@/components/admin/owner-tools";
import { requireAdminPage } from "@/server/auth/admin/require-admin-page";
import { getOwnersOverview } from "@/server/owners/overview";

export async function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata("owners");
}

// An admin page: rendered per request (with a CSP nonce), never cached.
export const instant = false;

export default async function AdminOwnersPage() {
  await connection();
  await requireAdminPage();
  return (
    <AdminFrame current="owners">
      <OwnerTools overview={await getOwnersOverview()} />
    </AdminFrame>
  );
}
