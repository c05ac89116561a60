import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminFrame } from "@/components/admin/admin-nav";
import { ListingTable } from "@/components/admin/listing-table";
import { NOINDEX } from "@/lib/seo/metadata";
import { requireAdminPage } from "@/server/admin/auth/require-admin-page";

export const metadata: Metadata = { title: "Listings · Admin", robots: NOINDEX };

// An admin page: rendered per request (with a CSP nonce), never cached.
export const instant = false;

export default async function AdminListingsPage() {
  await connection();
  await requireAdminPage();
  return (
    <AdminFrame
      current="listings"
      title="Listings"
      description="Every listing of every kind and status. Open one to edit it."
    >
      <ListingTable />
    </AdminFrame>
  );
}
