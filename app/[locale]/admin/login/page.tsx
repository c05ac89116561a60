import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminLoginForm } from "@/components/admin/admin-login-form";
import { Icon } from "@/components/ui/icon";
import { env } from "@/env";
import { NOINDEX } from "@/lib/seo/metadata";

export const metadata: Metadata = { title: "Admin login", robots: NOINDEX };

// A password form: rendered per request with a CSP nonce.
export const instant = false;

/** The admin login screen (docs/product.md, Admin: screens): the password (and the one-time code when TOTP is configured), then the review page. */
export default async function AdminLoginPage() {
  await connection();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="flex flex-col gap-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <header className="flex flex-col items-center gap-2 text-center">
          <Icon name="shield-check" className="size-10 text-brand-600" />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Admin login</h1>
          <p className="text-sm text-slate-600">Sign in to review brand submissions.</p>
        </header>
        <AdminLoginForm totp={Boolean(env().ADMIN_TOTP_SECRET)} />
      </div>
    </div>
  );
}
