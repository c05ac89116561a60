import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminFrame } from "@/components/admin/admin-nav";
import { ReviewModerationList } from "@/components/admin/review-moderation-list";
import { NOINDEX } from "@/lib/seo/metadata";
import { requireAdminPage } from "@/server/admin/auth/require-admin-page";

export const metadata: Metadata = { title: "Reviews · Admin", robots: NOINDEX };

// An admin page: rendered per request (with a CSP nonce), never cached.
export const instant = false;

export default async function AdminReviewsPage() {
  await connection();
  await requireAdminPage();
  return (
    <AdminFrame
      current="reviews"
      title="Member reviews"
      description="The latest reviews of every listing. A removed review no longer shows or counts in the listing's rating."
    >
      <ReviewModerationList />
    </AdminFrame>
  );
}
