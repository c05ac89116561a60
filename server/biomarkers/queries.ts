import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { BODY_SYSTEMS, type Biomarker, type BodySystem } from "@/lib/biomarkers/catalogue";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { db } from "@/server/db/client";
import type { Prisma } from "@/server/db/generated/client";

const SELECT = {
  slug: true,
  names: true,
  loinc: true,
  loincSource: true,
  unit: true,
  calculated: true,
  inputs: true,
  system: true,
} as const;
type Row = Prisma.BiomarkerGetPayload<{ select: typeof SELECT }>;

const isSystem = (value: string): value is BodySystem => (BODY_SYSTEMS as readonly string[]).includes(value);

/** A row as the contract's marker; names the row lacks read as the English one (or the slug). */
function toBiomarker(row: Row): Biomarker | null {
  if (!isSystem(row.system)) return null;
  const stored = (row.names ?? {}) as Partial<Record<Locale, unknown>>;
  const english = typeof stored.en === "string" && stored.en ? stored.en : row.slug;
  const names = Object.fromEntries(
    LOCALES.map((locale) => {
      const name = stored[locale];
      return [locale, typeof name === "string" && name ? name : english];
    }),
  ) as Record<Locale, string>;
  return { ...row, names, system: row.system };
}

async function readAll(): Promise<Biomarker[]> {
  const rows = await db.biomarker.findMany({ select: SELECT, orderBy: [{ position: "asc" }, { slug: "asc" }] });
  return rows.flatMap((row) => toBiomarker(row) ?? []);
}

/** The catalogue as pages and the directory's API read it: cached under one tag that each admin save clears. */
export async function biomarkerCatalogue(): Promise<Biomarker[]> {
  "use cache";
  cacheTag(CACHE_TAGS.biomarkers);
  cacheLife("days");
  return readAll();
}

/** The admin's list, read afresh. */
export const listBiomarkers = readAll;

/** The catalogues the directory's API checks filter values against (lib/directory/directory-api-schema.ts). */
export async function directoryCatalogues(): Promise<{ biomarkers: string[] }> {
  return { biomarkers: (await biomarkerCatalogue()).map((marker) => marker.slug) };
}
