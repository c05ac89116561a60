import type { Metadata } from "next";
import { connection } from "next/server";
import { AlertLinkPage, alertLinkTitle } from "@/components/alerts/alert-link-page";
import { tokenLinkMetadata } from "@/lib/seo/metadata";

export async function generateMetadata(): Promise<Metadata> {
  return tokenLinkMetadata(await alertLinkTitle("pause"));
}

// It takes a secret token: rendered per request (with a CSP nonce), never prerendered or cached.
export const instant = false;

export default async function AlertPausePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await connection();
  return <AlertLinkPage action="pause" searchParams={searchParams} />;
}
