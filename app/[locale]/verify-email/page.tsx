import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { connection } from "next/server";
import { Button } from "@/components/ui/button";
import { tokenLinkMetadata } from "@/lib/seo/metadata";
import { confirmEmail } from "@/server/account/auth-mutations";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getLocale(), namespace: "status-pages" });
  return tokenLinkMetadata(t("verifyEmail.meta"));
}

// It takes a secret token: rendered per request (with a CSP nonce), never prerendered or cached.
export const instant = false;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The sign-up email's link: confirming is idempotent in effect and only ever marks the address confirmed. */
export default async function VerifyEmailPage({ searchParams }: Props) {
  await connection();
  const { token } = await searchParams;
  const confirmed = typeof token === "string" && (await confirmEmail(token));
  const t = await getTranslations({ locale: await getLocale(), namespace: "status-pages.verifyEmail" });
  return (
    <div
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center"
      data-testid={confirmed ? "email-confirmed" : "email-not-confirmed"}
    >
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">
        {confirmed ? t("confirmedTitle") : t("failedTitle")}
      </h1>
      <p className="text-slate-600">{confirmed ? t("confirmedText") : t("failedText")}</p>
      <Button asChild>
        <Link href="/profile">{t("profile")}</Link>
      </Button>
    </div>
  );
}
