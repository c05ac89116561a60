import type { Metadata } from "next";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { adminPageMetadata } from "@/components/admin/admin-nav";
import { AdminLoginForm } from "@/components/admin/admin-login-form";
import { IntlIsland } from "@/components/i18n/intl-island";
import { Icon } from "@/components/ui/icon";
import { env } from "@/env";

export async function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata("login");
}

// A password form: rendered per request with a CSP nonce.
export const instant = false;

/** The admin login screen: the password (and the one-time code when TOTP is configured), then the review page. */
export default async function AdminLoginPage() {
  await connection();
  const t = await getTranslations("admin.pages.login");
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="flex flex-col gap-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <header className="flex flex-col items-center gap-2 text-center">
          <Icon name="shield-check" className="size-10 text-brand-600" />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("title")}</h1>
          <p className="text-sm text-slate-600">{t("description")}</p>
        </header>
        <IntlIsland namespaces={["admin"]}>
          <AdminLoginForm totp={Boolean(env().ADMIN_TOTP_SECRET)} />
        </IntlIsland>
      </div>
    </div>
  );
}
