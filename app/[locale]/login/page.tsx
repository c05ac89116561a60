import type { Metadata } from "next";
import { connection } from "next/server";
import { SignInPanel } from "@/components/auth/sign-in-panel";
import { IntlIsland } from "@/components/i18n/intl-island";
import { safeReturnTo } from "@/lib/auth/return-to";
import { NOINDEX } from "@/lib/seo/metadata";

export const metadata: Metadata = { title: "Log in", robots: NOINDEX };

// A password form: rendered per request with a CSP nonce.
export const instant = false;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where /api/login leads: the auth form on its own page, then back to `returnTo`. */
export default async function LoginPage({ searchParams }: Props) {
  await connection();
  const { returnTo, mode } = await searchParams;
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <IntlIsland namespaces={["account"]}>
        <SignInPanel
          initialMode={mode === "signup" ? "signup" : "login"}
          returnTo={safeReturnTo(typeof returnTo === "string" ? returnTo : null)}
        />
      </IntlIsland>
    </div>
  );
}
