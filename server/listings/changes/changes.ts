import "server-only";
import { LISTING_ERRORS } from "@/lib/listings/editor-errors";
import { fieldError } from "@/lib/http/app-error";
import {
  BOOLEAN_FIELD_NAMES,
  FORMATTED_FIELDS,
  LIST_FIELD_NAMES,
  NUMBER_FIELD_NAMES,
  TEXT_FIELD_NAMES,
  type BooleanField,
  type FormattedField,
  type ListField,
  type NumberField,
  type TextField,
} from "@/lib/listings/editor-schema";
import type { ListingTranslations } from "@/lib/i18n/translations-schema";
import { FACT_KEYS, FACTS, type FactValues, type FactsOfType } from "@/lib/listings/facts";
import { Prisma } from "@/server/db/generated/client";
import { normaliseWebsite } from "@/server/enrichment";
import { regionOfCountry } from "@/lib/geo/country-region";
import type { AdminListingRow } from "../read/admin-select";

/** Values to write, each optional (absent = leave as stored). Status is not here: publishing has its own path. */
export type ListingFieldValues = Partial<
  { name: string; slug: string } & { [K in TextField | FormattedField]: string | null } & {
    [K in NumberField]: number | null;
  } & {
    [K in BooleanField]: boolean;
  } & { [K in ListField]: string[] } & FactValues & { translations: ListingTranslations } & {
      /** Only the import writes these: a row that says when its facts were checked (verifiedBy "import"). */
      lastVerifiedAt: Date;
      verifiedBy: "import";
    }
>;

type FieldValue = string | number | boolean | null | string[] | Date | Prisma.InputJsonValue;
export type ListingDiff = {
  fields: string[];
  data: Prisma.ListingUpdateManyMutationInput;
  /** The changed fields' stored and new values, for the audit log. */
  before: Record<string, FieldValue>;
  after: Record<string, FieldValue>;
};

export const DIFF_FIELDS = [
  "name",
  "slug",
  ...TEXT_FIELD_NAMES,
  ...FORMATTED_FIELDS,
  ...NUMBER_FIELD_NAMES,
  ...BOOLEAN_FIELD_NAMES,
  ...LIST_FIELD_NAMES,
  ...FACT_KEYS,
  "translations",
  "lastVerifiedAt",
  "verifiedBy",
] as const satisfies readonly (keyof ListingFieldValues)[];

type DiffField = (typeof DIFF_FIELDS)[number];
const DECIMAL_FIELDS = new Set<DiffField>(FACT_KEYS.filter((key) => FACTS[key].type === "money"));
const JSON_FIELDS = new Set<DiffField>([
  ...FACT_KEYS.filter((key): key is FactsOfType<"json"> => FACTS[key].type === "json"),
  "translations",
]);

function storedValue(row: AdminListingRow, field: DiffField): FieldValue {
  const value = row[field];
  if (DECIMAL_FIELDS.has(field)) return value === null ? null : (value as Prisma.Decimal).toNumber();
  return value as FieldValue;
}

/** JSON with its object keys sorted: PostgreSQL's jsonb keeps its own key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

function sameValue(field: DiffField, stored: FieldValue, next: FieldValue): boolean {
  if (JSON_FIELDS.has(field)) return canonicalJson(stored) === canonicalJson(next);
  if (stored instanceof Date || next instanceof Date)
    return stored instanceof Date && next instanceof Date && stored.getTime() === next.getTime();
  if (Array.isArray(stored) || Array.isArray(next)) {
    return (
      Array.isArray(stored) &&
      Array.isArray(next) &&
      stored.length === next.length &&
      stored.every((item, i) => item === next[i])
    );
  }
  // Stored websites predate the canonical form ("https://www.acme.com/"): the same site is no change.
  if (field === "website" && typeof stored === "string" && typeof next === "string")
    return (normaliseWebsite(stored) ?? stored) === next;
  return stored === next;
}

const auditValue = (value: FieldValue): FieldValue => (value instanceof Date ? value.toISOString() : value);

/** A JSON column is cleared with SQL NULL, which Prisma spells DbNull. */
function writable(field: DiffField, value: FieldValue): FieldValue | typeof Prisma.DbNull {
  return value === null && JSON_FIELDS.has(field) ? Prisma.DbNull : value;
}

/**
 * A listing with a country but no region takes its country's region: the directory shows one region at a time
 * (Europe by default), so a listing without one would be in no view but "all regions".
 */
function withCountryRegion(
  values: ListingFieldValues,
  current?: Pick<AdminListingRow, "region" | "country">,
): ListingFieldValues {
  const region = values.region !== undefined ? values.region : (current?.region ?? null);
  if (region) return values;
  const country = values.country !== undefined ? values.country : (current?.country ?? null);
  const derived = country ? regionOfCountry(country) : null;
  return derived ? { ...values, region: derived } : values;
}

/** The values of a new listing as Prisma writes them. */
export function creationData(given: ListingFieldValues): Prisma.ListingUncheckedCreateInput {
  const values = withCountryRegion(given);
  const data: Record<string, FieldValue | typeof Prisma.DbNull> = {};
  for (const field of DIFF_FIELDS) {
    const value = values[field];
    if (value !== undefined) data[field] = writable(field, value);
  }
  return data as Prisma.ListingUncheckedCreateInput;
}

/** The fields whose new value differs from the stored one, as an update and as the audit log's before/after. */
export function diffListing(current: AdminListingRow, given: ListingFieldValues): ListingDiff {
  const next = withCountryRegion(given, current);
  const diff: ListingDiff = { fields: [], data: {}, before: {}, after: {} };
  const data: Record<string, FieldValue | typeof Prisma.DbNull> = {};
  for (const field of DIFF_FIELDS) {
    const value = next[field];
    if (value === undefined) continue;
    const stored = storedValue(current, field);
    if (sameValue(field, stored, value)) continue;
    diff.fields.push(field);
    diff.before[field] = auditValue(stored);
    diff.after[field] = auditValue(value);
    data[field] = writable(field, value);
  }
  diff.data = data as Prisma.ListingUpdateManyMutationInput;
  return diff;
}

/** The website in its stored, canonical form (the key imports match on); a 400 on the field when it is not a site. */
export function withCanonicalWebsite<T extends { website?: string | null }>(values: T): T {
  if (!values.website) return values;
  const website = normaliseWebsite(values.website);
  if (!website) throw fieldError("bad_request", "website", { code: LISTING_ERRORS.websiteInvalid, params: {} });
  return { ...values, website };
}
