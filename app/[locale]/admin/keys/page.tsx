import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminFrame, adminPageMetadata } from "@/components/admin/admin-nav";
import { ApiKeysPanel } from "@/components/api-keys/api-keys-panel";
import { listApiKeys } from "@/server/api";
import { requireAdminPage } from "@/server/auth/admin/require-admin-page";

export async function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata("keys");
}

// An admin page: rendered per request (with a CSP nonce), never cached.
export const instant = false;

export default async function AdminApiKeysPage() {
  await connection();
  await requireAdminPage();
  return (
    <AdminFrame current="keys" namespaces={["developers"]}>
      <ApiKeysPanel endpoint="/api/admin/api-keys" initial={await listApiKeys({ userId: null })} />
    </AdminFrame>
  );
}
