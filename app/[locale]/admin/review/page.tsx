import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminFrame } from "@/components/admin/admin-nav";
import { AdminReviewBoard } from "@/components/admin/admin-review-board";
import { NOINDEX } from "@/lib/seo/metadata";

export const metadata: Metadata = { title: "Brand review · Admin", robots: NOINDEX };

// Admin data: rendered per request (with a CSP nonce), never cached. The session is checked by the board on the
// client (docs/product.md, Admin: screens: 'Checking authentication...', then 'Access Denied') and by every brand API it calls.
export const instant = false;

/** The admin review screen (docs/product.md, Admin: screens): counters, the Pending Review and Approved tabs, and each brand's actions. */
export default async function AdminReviewPage() {
  await connection();
  return (
    <AdminFrame current="review" title="Brand review" description="Approve, reject and feature brand submissions.">
      <AdminReviewBoard />
    </AdminFrame>
  );
}
