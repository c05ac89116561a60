import "server-only";
import {
  DEFAULT_IMPORT_STATUS,
  rowError,
  validateImportRow,
  type ImportListingRef,
  type ImportRow,
  type ImportRowError,
  type ImportRowPlan,
  type ImportSourceRow,
} from "@/lib/import/schema";
import { MAX_SLUG_LENGTH, convertSlug } from "@/lib/listings/editor-fields";
import { LISTING_ERRORS as M } from "@/lib/listings/editor-errors";
import { diseaseClaimsOf } from "@/lib/listings/disease-claims";
import type { ListingStatusValue } from "@/lib/listings/editor-schema";
import { brandSlug, listingPath, type ListingKind } from "@/lib/directory/kinds";
import type { AdminListingRow } from "@/server/listings/read";
import type { ListingFieldValues } from "@/server/listings/changes";
import { plannedChanges } from "@/server/listings/write";
import { normaliseWebsite } from "@/server/enrichment";
import { registeredClaimWordings } from "@/server/health-claims";
import { canonicalWebsite, loadCandidates } from "./candidates";

/** A row ready to write: its plan (what the preview shows) and what the commit needs. */
export type PlannedRow = ImportRowPlan & {
  write?: {
    kind: ListingKind;
    values: ListingFieldValues & { name: string; slug: string };
    status: ListingStatusValue | undefined;
    current: AdminListingRow | null;
  };
};

type CheckedRow = {
  row: number;
  data: ImportRow;
  website: string | null;
  slug: string;
  explicitSlug: boolean;
  held: ImportRowError[];
};

export const listingRef = (listing: {
  id: string;
  name: string;
  slug: string;
  kind: ListingKind;
}): ImportListingRef => ({
  id: listing.id,
  name: listing.name,
  slug: listing.slug,
  kind: listing.kind,
  path: listingPath(listing),
});

function derivedSlug(name: string): string | null {
  const slug = brandSlug(name)
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, "");
  const result = convertSlug(slug, "clear");
  return "value" in result && result.value ? result.value : null;
}

/** Schema, website and slug checks of one row; a plan with errors when it fails. */
function checkRow(source: ImportSourceRow, registered: readonly string[]): CheckedRow | ImportRowPlan {
  const validation = validateImportRow(source.values);
  if (!validation.ok) return { row: source.row, action: "error", errors: validation.errors };
  const data = validation.data;
  const website = data.website ? normaliseWebsite(data.website) : null;
  if (data.website && !website)
    return { row: source.row, action: "error", errors: [rowError("website", M.websiteInvalid)] };
  const slug = data.slug ?? derivedSlug(data.name);
  if (!slug) return { row: source.row, action: "error", errors: [rowError("slug", M.noSlug)] };
  // A supplement's or a food's disease claim is imported held for the admin, unpublished: the row says which phrase,
  // under its field. An authorised claim's registered wording holds nothing.
  const held = diseaseClaimsOf(data.kind, data, registered).map(({ field, claim }) =>
    rowError(field, M.healthClaim, { phrase: claim.phrase }),
  );
  return { row: source.row, data, website, slug, explicitSlug: Boolean(data.slug), held };
}

function findMatch(
  row: CheckedRow,
  candidates: readonly AdminListingRow[],
): { listing: AdminListingRow; matchedBy: "website" | "slug" } | { error: ImportRowError } | null {
  const sameKind = candidates.filter((listing) => listing.kind === row.data.kind);
  const bySlug = sameKind.find((listing) => listing.slug === row.slug);
  const byWebsite = row.website
    ? sameKind.find((listing) => canonicalWebsite(listing.website) === row.website)
    : undefined;
  const kind = `kinds.kinds.${row.data.kind}`;
  if (byWebsite) {
    if (row.explicitSlug && bySlug && bySlug.id !== byWebsite.id)
      return { error: rowError("slug", M.slugTaken, { slug: row.slug, kind, name: bySlug.name }) };
    return { listing: byWebsite, matchedBy: "website" };
  }
  if (!bySlug) return null;
  const storedWebsite = canonicalWebsite(bySlug.website);
  if (row.website && storedWebsite && storedWebsite !== row.website) {
    return {
      error: rowError("slug", M.slugElsewhere, { slug: row.slug, kind, name: bySlug.name, website: storedWebsite }),
    };
  }
  return { listing: bySlug, matchedBy: "slug" };
}

function planRow(row: CheckedRow, candidates: readonly AdminListingRow[]): PlannedRow {
  const { kind, status, slug: _slug, name, ...fields } = row.data;
  const held = row.held.length ? { held: row.held } : {};
  const base = { row: row.row, kind, name, slug: row.slug, website: row.website, ...held };
  // A row whose text is held never publishes a listing that is not live yet: the admin decides the text first.
  const publishes = (value: ListingStatusValue | undefined) => value === "published" && !row.held.length;
  const match = findMatch(row, candidates);
  if (match && "error" in match) return { ...base, action: "error", errors: [match.error] };
  // A row that says when its facts were checked records that the import verified them.
  const verifiedBy = fields.lastVerifiedAt ? ("import" as const) : undefined;
  const values = { ...fields, verifiedBy, name, website: row.website ?? undefined, slug: row.slug };
  if (!match) {
    const requested = status ?? DEFAULT_IMPORT_STATUS;
    const createStatus = requested === "published" && !publishes(requested) ? "draft" : requested;
    return {
      ...base,
      status: createStatus,
      action: "create",
      errors: [],
      write: { kind, values, status: createStatus, current: null },
    };
  }
  const current = match.listing;
  // A row found by its website keeps the listing's slug unless the file names one.
  const updateValues = row.explicitSlug || match.matchedBy === "slug" ? values : { ...values, slug: current.slug };
  const updateStatus = status === "published" && !publishes(status) ? undefined : status;
  const changes = plannedChanges(current, updateValues, updateStatus).fields;
  return {
    ...base,
    slug: updateValues.slug,
    status: updateStatus ?? current.status,
    action: changes.length ? "update" : "unchanged",
    errors: [],
    matchedBy: match.matchedBy,
    listing: listingRef(current),
    changes,
    write: { kind, values: updateValues, status: updateStatus, current },
  };
}

/** What importing these rows would do, row by row: create, update (with the fields), leave unchanged, or why not. */
export async function planImportRows(rows: readonly ImportSourceRow[]): Promise<PlannedRow[]> {
  const registered = await registeredClaimWordings();
  const checked = rows.map((row) => checkRow(row, registered));
  const valid = checked.filter((row): row is CheckedRow => "data" in row);
  const candidates = await loadCandidates(
    valid.map((row) => ({ kind: row.data.kind, website: row.website, slug: row.slug })),
  );
  return checked.map((row) => ("data" in row ? planRow(row, candidates) : row));
}

/** The plan as the preview sends it (without the values to write). */
export function toPreview({ write: _write, ...plan }: PlannedRow): ImportRowPlan {
  return plan;
}
