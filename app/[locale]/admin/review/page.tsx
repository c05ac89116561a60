import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminFrame, adminPageMetadata } from "@/components/admin/admin-nav";
import { AdminReviewBoard } from "@/components/admin/admin-review-board";

export async function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata("review");
}

// Admin data: rendered per request (with a CSP nonce), never cached. The session is checked by the board on the
// client ('Checking authentication...', then 'Access Denied') and by every brand API it calls.
export const instant = false;

/** The admin review screen: counters, the Pending Review and Approved tabs, and each brand's actions. */
export default async function AdminReviewPage() {
  await connection();
  return (
    <AdminFrame current="review">
      <AdminReviewBoard />
    </AdminFrame>
  );
}
