import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminFrame, adminPageMetadata } from "@/components/admin/admin-nav";
import { StaleListings } from "@/components/admin/stale-listings";
import { WebsiteVerifier } from "@/components/admin/website-verifier";
import { requireAdminPage } from "@/server/auth/admin/require-admin-page";
import { pendingProposals, verifierProgress } from "@/server/verifier";

export async function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata("verification");
}

// An admin page: rendered per request (with a CSP nonce), never cached.
export const instant = false;

export default async function AdminVerificationPage() {
  await connection();
  await requireAdminPage();
  const [progress, listings] = await Promise.all([verifierProgress(), pendingProposals()]);
  return (
    <AdminFrame current="verification" namespaces={["facts"]}>
      <WebsiteVerifier progress={progress} listings={listings} />
      <StaleListings />
    </AdminFrame>
  );
}
