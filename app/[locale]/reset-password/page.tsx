import type { Metadata } from "next";
import { connection } from "next/server";
import { ForgotPasswordForm, NewPasswordForm } from "@/components/auth/reset-password-forms";
import { tokenLinkMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = tokenLinkMetadata("Reset your password");

// A password form with a secret token in the URL: rendered per request with a CSP nonce.
export const instant = false;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ResetPasswordPage({ searchParams }: Props) {
  await connection();
  const { token } = await searchParams;
  const withToken = typeof token === "string" && token.length > 0;
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-12 sm:py-16">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">
        {withToken ? "Choose a new password" : "Reset your password"}
      </h1>
      {withToken ? (
        <NewPasswordForm token={token} />
      ) : (
        <>
          <p className="text-slate-600">
            Enter your email address and we&apos;ll send you a link to choose a new password.
          </p>
          <ForgotPasswordForm />
        </>
      )}
    </div>
  );
}
