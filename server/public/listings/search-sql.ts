import { Prisma } from "@/server/db/generated/client";
import { ARRAY_FILTER_COLUMNS, EQUALITY_FILTER_COLUMNS, type ListingFilters } from "./schema";

const { sql, join, raw } = Prisma;

/** 'longevity clin' → 'longevity:* & clin:*'; only letters and digits survive, so the tsquery cannot be malformed. */
export function toPrefixTsQuery(search: string): string | null {
  const tokens = search.toLowerCase().normalize("NFKC").match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
  return tokens.length ? tokens.map((t) => `${t}:*`).join(" & ") : null;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const column = (name: string) => raw(`"${name}"`);

/** WHERE conditions shared by every listing search: published only, the kinds asked for, then each filter. */
export function filterConditions(filters: ListingFilters): Prisma.Sql {
  const conditions: Prisma.Sql[] = [sql`"status" = 'published'`];
  conditions.push(
    filters.kinds.length === 1
      ? sql`"kind" = ${filters.kinds[0]}::"ListingKind"`
      : sql`"kind" = ANY(${filters.kinds}::text[]::"ListingKind"[])`,
  );
  // Worldwide listings (leaderboards, online brands) belong to every region.
  if (filters.region) conditions.push(sql`("region" = ${filters.region} OR "region" = 'Worldwide')`);
  if (filters.country) conditions.push(sql`lower("country") = lower(${filters.country})`);
  if (filters.category?.length) conditions.push(sql`("category" = ANY(${filters.category}::text[]) OR "categories" && ${filters.category}::text[])`);
  if (filters.verified === "true") conditions.push(sql`"verified" = true`);
  if (filters.verified === "featured") conditions.push(sql`"featured" = true`);
  if (filters.brand) conditions.push(sql`"brand" ILIKE ${`%${escapeLike(filters.brand)}%`}`);
  for (const name of ARRAY_FILTER_COLUMNS) {
    const values = filters.arrays[name];
    if (values?.length) conditions.push(sql`${column(name)} && ${values}::text[]`);
  }
  for (const name of EQUALITY_FILTER_COLUMNS) {
    const values = filters.equals[name];
    if (values?.length) conditions.push(sql`${column(name)} = ANY(${values}::text[])`);
  }
  return join(conditions, " AND ");
}

export const DIRECTORY_ORDER = sql`"featured" DESC, coalesce("rating", 0) DESC, "id" DESC`;

export type Cursor = { featured: boolean; rating: number; id: string };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.featured, cursor.rating, cursor.id])).toString("base64url");
}

export function decodeCursor(value: string): Cursor | null {
  try {
    const [featured, rating, id] = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as unknown[];
    if (typeof featured !== "boolean" || typeof rating !== "number" || typeof id !== "string") return null;
    return { featured, rating, id };
  } catch {
    return null;
  }
}

export const afterCursor = (c: Cursor) => sql`("featured", coalesce("rating", 0), "id") < (${c.featured}, ${c.rating}::float8, ${c.id})`;
