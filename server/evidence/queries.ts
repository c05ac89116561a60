import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import * as z from "zod/mini";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { evidenceEntry, type EvidenceEntry } from "@/lib/listings/evidence";
import { db } from "@/server/db/client";

const SELECT = {
  id: true,
  ingredient: true,
  outcome: true,
  grade: true,
  direction: true,
  summary: true,
  citations: true,
  editor: true,
  editedAt: true,
} as const;

export type StoredEvidenceEntry = EvidenceEntry & { id: string };

/** The rows that still fit the schema (one written by hand in the database that does not is left out). */
function valid(rows: { id: string }[]): StoredEvidenceEntry[] {
  return rows.flatMap((row) => {
    const parsed = z.safeParse(evidenceEntry, row);
    return parsed.success ? [{ id: row.id, ...parsed.data }] : [];
  });
}

/** Every evidence entry, cached under one tag that each save or delete clears (a handful of rows, read by pages). */
export async function evidenceEntries(): Promise<StoredEvidenceEntry[]> {
  "use cache";
  cacheTag(CACHE_TAGS.evidence);
  cacheLife("days");
  return valid(
    await db.evidenceEntry.findMany({ select: SELECT, orderBy: [{ ingredient: "asc" }, { outcome: "asc" }] }),
  );
}

/** The admin's list, read afresh. */
export async function listEvidenceEntries(): Promise<StoredEvidenceEntry[]> {
  return valid(
    await db.evidenceEntry.findMany({ select: SELECT, orderBy: [{ ingredient: "asc" }, { outcome: "asc" }] }),
  );
}
