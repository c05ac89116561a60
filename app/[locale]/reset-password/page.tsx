import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { IntlIsland } from "@/components/i18n/intl-island";
import { connection } from "next/server";
import { ForgotPasswordForm, NewPasswordForm } from "@/components/auth/reset-password-forms";
import { tokenLinkMetadata } from "@/lib/seo/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getLocale(), namespace: "status-pages" });
  return tokenLinkMetadata(t("resetPassword.meta"));
}

// A password form with a secret token in the URL: rendered per request with a CSP nonce.
export const instant = false;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ResetPasswordPage({ searchParams }: Props) {
  await connection();
  const { token } = await searchParams;
  const withToken = typeof token === "string" && token.length > 0;
  const t = await getTranslations({ locale: await getLocale(), namespace: "status-pages.resetPassword" });
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-12 sm:py-16">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{withToken ? t("choose") : t("meta")}</h1>
      {withToken ? (
        <IntlIsland namespaces={["password-reset", "account"]}>
          <NewPasswordForm token={token} />
        </IntlIsland>
      ) : (
        <>
          <p className="text-slate-600">{t("intro")}</p>
          <IntlIsland namespaces={["password-reset", "account"]}>
            <ForgotPasswordForm />
          </IntlIsland>
        </>
      )}
    </div>
  );
}
