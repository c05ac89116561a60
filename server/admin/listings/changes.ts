import "server-only";
import { AppError } from "@/lib/http/app-error";
import {
  BOOLEAN_FIELDS,
  FORMATTED_FIELDS,
  LIST_FIELDS,
  NUMBER_FIELDS,
  TEXT_FIELDS,
  type BooleanField,
  type FormattedField,
  type ListField,
  type NumberField,
  type TextField,
} from "@/lib/admin/listing-schema";
import type { Prisma } from "@/server/db/generated/client";
import { normaliseWebsite } from "@/server/public/enrichment/website-url";
import type { AdminListingRow } from "./select";

/** Values to write, each optional (absent = leave as stored). Status is not here: publishing has its own path. */
export type ListingFieldValues = Partial<
  { name: string; slug: string } & { [K in TextField | FormattedField]: string | null } & {
    [K in NumberField]: number | null;
  } & {
    [K in BooleanField]: boolean;
  } & { [K in ListField]: string[] }
>;

type FieldValue = string | number | boolean | null | string[];
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
  ...(Object.keys(TEXT_FIELDS) as TextField[]),
  ...FORMATTED_FIELDS,
  ...(Object.keys(NUMBER_FIELDS) as NumberField[]),
  ...(Object.keys(BOOLEAN_FIELDS) as BooleanField[]),
  ...(Object.keys(LIST_FIELDS) as ListField[]),
] as const satisfies readonly (keyof ListingFieldValues)[];

function storedValue(row: AdminListingRow, field: (typeof DIFF_FIELDS)[number]): FieldValue {
  if (field === "price") return row.price === null ? null : row.price.toNumber();
  return row[field];
}

function sameValue(field: string, stored: FieldValue, next: FieldValue): boolean {
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

/** The fields whose new value differs from the stored one, as an update and as the audit log's before/after. */
export function diffListing(current: AdminListingRow, next: ListingFieldValues): ListingDiff {
  const diff: ListingDiff = { fields: [], data: {}, before: {}, after: {} };
  const data: Record<string, FieldValue> = {};
  for (const field of DIFF_FIELDS) {
    const value = next[field];
    if (value === undefined) continue;
    const stored = storedValue(current, field);
    if (sameValue(field, stored, value)) continue;
    diff.fields.push(field);
    diff.before[field] = stored;
    diff.after[field] = value;
    data[field] = value;
  }
  diff.data = data as Prisma.ListingUpdateManyMutationInput;
  return diff;
}

/** The website in its stored, canonical form (the key imports match on); a 400 on the field when it is not a site. */
export function withCanonicalWebsite<T extends { website?: string | null }>(values: T): T {
  if (!values.website) return values;
  const website = normaliseWebsite(values.website);
  if (!website)
    throw new AppError("bad_request", "Please enter a valid website URL", {
      website: ["Please enter a valid website URL"],
    });
  return { ...values, website };
}
