import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { AdminFrame, adminPageMetadata } from "@/components/admin/admin-nav";
import { ListingEditor } from "@/components/admin/listing-editor";
import { AppError } from "@/lib/http/app-error";
import { requireAdminPage } from "@/server/auth/admin/require-admin-page";
import { getAdminListing } from "@/server/listings/read/admin-queries";

export async function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata("edit");
}

// An admin page: rendered per request (with a CSP nonce), never cached.
export const instant = false;

async function loadListing(id: string) {
  if (!/^[\w-]{1,100}$/.test(id)) notFound();
  try {
    return await getAdminListing(id);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  }
}

export default async function AdminListingEditPage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  await requireAdminPage();
  const [listing, t] = await Promise.all([loadListing((await params).id), getTranslations("admin.pages.edit")]);
  return (
    <AdminFrame
      current="listings"
      heading={{ title: t("title", { name: listing.name }) }}
      namespaces={["listing-translations", "facts"]}
    >
      <p className="mb-4 text-sm">
        <Link href="/admin/listings" prefetch={false} className="text-emerald-800 hover:underline">
          ← {t("back")}
        </Link>
      </p>
      <ListingEditor key={listing.updatedAt} initial={listing} />
    </AdminFrame>
  );
}
