import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminFrame } from "@/components/admin/admin-nav";
import { StaleListings } from "@/components/admin/stale-listings";
import { NOINDEX } from "@/lib/seo/metadata";
import { requireAdminPage } from "@/server/admin/auth/require-admin-page";

export const metadata: Metadata = { title: "Verification · Admin", robots: NOINDEX };

// An admin page: rendered per request (with a CSP nonce), never cached.
export const instant = false;

export default async function AdminVerificationPage() {
  await connection();
  await requireAdminPage();
  return (
    <AdminFrame
      current="verification"
      title="Listings to verify"
      description="Published listings whose facts were never verified or not in the last 12 months. Check a listing's facts against its sources, correct them in the editor, then mark it verified."
    >
      <StaleListings />
    </AdminFrame>
  );
}
