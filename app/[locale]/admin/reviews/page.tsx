import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminFrame, adminPageMetadata } from "@/components/admin/admin-nav";
import { ReviewModerationList } from "@/components/admin/review-moderation-list";
import { requireAdminPage } from "@/server/auth/admin/require-admin-page";

export async function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata("reviews");
}

// An admin page: rendered per request (with a CSP nonce), never cached.
export const instant = false;

export default async function AdminReviewsPage() {
  await connection();
  await requireAdminPage();
  return (
    <AdminFrame current="reviews" namespaces={["reviews-form"]}>
      <ReviewModerationList />
    </AdminFrame>
  );
}
