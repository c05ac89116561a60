import type { Metadata } from "next";
import { connection } from "next/server";
import { SavedSearchLinkPage, savedSearchLinkTitle } from "@/components/saved-searches/saved-search-link-page";
import { tokenLinkMetadata } from "@/lib/seo/metadata";

export async function generateMetadata(): Promise<Metadata> {
  return tokenLinkMetadata(await savedSearchLinkTitle("confirm"));
}

// It takes a secret token: rendered per request (with a CSP nonce), never prerendered or cached.
export const instant = false;

export default async function SavedSearchConfirmPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await connection();
  return <SavedSearchLinkPage action="confirm" searchParams={searchParams} />;
}
