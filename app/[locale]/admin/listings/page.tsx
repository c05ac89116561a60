import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminFrame, adminPageMetadata } from "@/components/admin/admin-nav";
import { ListingTable } from "@/components/admin/listing-table";
import { requireAdminPage } from "@/server/auth/admin/require-admin-page";

export async function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata("listings");
}

// An admin page: rendered per request (with a CSP nonce), never cached.
export const instant = false;

export default async function AdminListingsPage() {
  await connection();
  await requireAdminPage();
  return (
    <AdminFrame current="listings">
      <ListingTable />
    </AdminFrame>
  );
}
