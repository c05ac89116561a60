import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminFrame } from "@/components/admin/admin-nav";
import { OwnerTools } from "@/components/admin/owner-tools";
import { NOINDEX } from "@/lib/seo/metadata";
import { requireAdminPage } from "@/server/admin/auth/require-admin-page";
import { getOwnersOverview } from "@/server/admin/owners/queries";

export const metadata: Metadata = { title: "Owners · Admin", robots: NOINDEX };

// An admin page: rendered per request (with a CSP nonce), never cached.
export const instant = false;

export default async function AdminOwnersPage() {
  await connection();
  await requireAdminPage();
  return (
    <AdminFrame
      current="owners"
      title="Listing owners"
      description="Members who proved they run a listing keep it up to date. Review claims made by hand and changes to what identifies a listing, revert an owner's edit, and add or remove owners."
    >
      <OwnerTools overview={await getOwnersOverview()} />
    </AdminFrame>
  );
}
