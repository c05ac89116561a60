import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminFrame, adminPageMetadata } from "@/components/admin/admin-nav";
import { AUDIT_FILTER_KEYS, type AuditFilters } from "@/components/admin/audit-filters";
import { AuditLogTable } from "@/components/admin/audit-log-table";
import { isCleanText } from "@/lib/validation/text";
import { AUDIT_ACTIONS } from "@/server/audit/record";
import { requireAdminPage } from "@/server/auth/admin/require-admin-page";

export async function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata("audit");
}

// An admin page: rendered per request (with a CSP nonce), never cached.
export const instant = false;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The filters a link opened the page with (the editor's History link); anything odd is simply dropped. */
function initialFilters(params: Awaited<SearchParams>): AuditFilters {
  const value = (key: string) => {
    const raw = params[key];
    const text = typeof raw === "string" ? raw.trim() : "";
    return text.length <= 100 && isCleanText(text) ? text : "";
  };
  return Object.fromEntries(AUDIT_FILTER_KEYS.map((key) => [key, value(key)])) as AuditFilters;
}

export default async function AdminAuditPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  await requireAdminPage();
  return (
    <AdminFrame current="audit">
      <AuditLogTable initial={initialFilters(await searchParams)} actions={AUDIT_ACTIONS} />
    </AdminFrame>
  );
}
