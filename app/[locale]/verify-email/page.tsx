import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { Button } from "@/components/ui/button";
import { tokenLinkMetadata } from "@/lib/seo/metadata";
import { confirmEmail } from "@/server/member/account/auth-mutations";

export const metadata: Metadata = tokenLinkMetadata("Confirm your email");

// It takes a secret token: rendered per request (with a CSP nonce), never prerendered or cached.
export const instant = false;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The sign-up email's link: confirming is idempotent in effect and only ever marks the address confirmed. */
export default async function VerifyEmailPage({ searchParams }: Props) {
  await connection();
  const { token } = await searchParams;
  const confirmed = typeof token === "string" && (await confirmEmail(token));
  return (
    <div
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center"
      data-testid={confirmed ? "email-confirmed" : "email-not-confirmed"}
    >
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">
        {confirmed ? "Your email is confirmed" : "This link doesn't work any more"}
      </h1>
      <p className="text-slate-600">
        {confirmed
          ? "Thank you. We can now send you the alerts you ask for."
          : "It may have been used already or replaced by a newer email. You can ask for a new one from your profile."}
      </p>
      <Button asChild>
        <Link href="/profile">Go to your profile</Link>
      </Button>
    </div>
  );
}
