import "server-only";
import { db } from "@/server/db/client";
import { storedWebsiteSpellings } from "./website-spellings";

/** Whether a published or pending listing of any kind already has this (normalised) website. */
export async function isListedWebsite(normalised: string): Promise<boolean> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "Listing"
    WHERE lower("website") = ANY(${storedWebsiteSpellings(normalised)}::text[]) AND "status" IN ('published', 'pending')
    LIMIT 1`;
  return rows.length > 0;
}

/** Whether this normalised website has been submitted before. */
export async function isSubmittedWebsite(normalised: string): Promise<boolean> {
  const row = await db.brandSubmission.findUnique({ where: { idempotencyKey: normalised }, select: { id: true } });
  return row !== null;
}
