import { z } from "zod";
import { CATEGORY_FILTERS, DEFAULT_REGION, type FilterDefinition } from "@/lib/directory/filters";
import { ALL_VIEW_KINDS, DIRECTORY_CATEGORIES, type DirectoryCategory, type ListingKind } from "@/lib/directory/kinds";
import { DEFAULT_NEAR_RADIUS, NEAR_MAX_LENGTH, NEAR_RADII, NEAR_SORTS, isNearRadius, type NearRadius, type NearSort } from "@/lib/directory/near";
import { CONTROL_CHARACTERS_MESSAGE, isCleanText } from "@/lib/validation/text";
import { decodeCursor, type Cursor } from "./cursor";

export const DIRECTORY_PAGE_SIZE = 20;
export const ALL_VIEW_PER_KIND = 6;
export const MAX_LIMIT = 100;
export const MAX_OFFSET = 10_000;

export { ALL_VIEW_KINDS };

export const ARRAY_FILTER_COLUMNS = ["specialties", "healthConditions", "biomarkers", "testTypes", "advancedBiomarkers"] as const;
export const EQUALITY_FILTER_COLUMNS = ["leaderboardType", "platform"] as const;
export type ArrayFilterColumn = (typeof ARRAY_FILTER_COLUMNS)[number];
export type EqualityFilterColumn = (typeof EQUALITY_FILTER_COLUMNS)[number];

/** A distance search, its place resolved: the listings within `radiusKm` of the point, and remote ones when asked. */
export type NearFilter = {
  lat: number;
  lng: number;
  radiusKm: NearRadius;
  sort: NearSort;
  /** Telehealth listings in this country and products shipping to any of `areas` (the country, Europe, Worldwide). */
  remote: { country: string; areas: string[] } | null;
};

/** What the URL asked for before the place is resolved (server/public/listings/near.ts does that). */
export type NearRequest = { text: string; radiusKm: NearRadius; sort: NearSort; remote: boolean };

export type ListingFilters = {
  kinds: ListingKind[];
  near?: NearFilter;
  /** Only listings with a position (the map). */
  located?: boolean;
  search?: string;
  region?: string;
  country?: string;
  category?: string[];
  verified?: "true" | "featured";
  brand?: string;
  arrays: Partial<Record<ArrayFilterColumn, string[]>>;
  equals: Partial<Record<EqualityFilterColumn, string[]>>;
};

export type ListingQuery = ListingFilters & { limit: number; offset: number; cursor?: Cursor };
export type ParsedListingQuery = { query: ListingQuery; near: NearRequest | null };

const csvOf = (allowed: string[], label: string) =>
  z
    .string()
    .trim()
    .transform((value) => value.split(",").map((v) => v.trim()).filter(Boolean))
    .superRefine((values, ctx) => {
      if (values.length > 20) ctx.addIssue({ code: "custom", message: `At most 20 ${label} values` });
      for (const value of values.filter((v) => !allowed.includes(v))) {
        ctx.addIssue({ code: "custom", message: `Unknown ${label} '${value}'. Allowed: ${allowed.join(", ")}` });
      }
    });

function filterField(definition: FilterDefinition) {
  if (definition.type === "text") {
    return z.string().trim().max(100, `${definition.label} is too long`).refine((v) => isCleanText(v), `${definition.label} ${CONTROL_CHARACTERS_MESSAGE}`).optional();
  }
  const allowed = definition.options.map((o) => o.value);
  // 'All Regions' and verified 'all' mean "no filter"; they are valid values that select nothing.
  return csvOf(definition.key === "region" ? [...allowed, "Worldwide"] : allowed, definition.label).optional();
}

const integer = (name: string, min: number, max: number) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

function buildDirectoryQuerySchema(category: DirectoryCategory | "all") {
  const filterShape = Object.fromEntries(CATEGORY_FILTERS[category].map((f) => [f.key, filterField(f)]));
  return z.object({
    search: z.string().trim().max(200, "search must be at most 200 characters").refine((v) => isCleanText(v), `search ${CONTROL_CHARACTERS_MESSAGE}`).optional(),
    limit: integer("limit", 1, MAX_LIMIT).default(DIRECTORY_PAGE_SIZE),
    offset: integer("offset", 0, MAX_OFFSET).default(0),
    // Decoded here, before the cached query: a malformed cursor is a 400, never an error inside the cache.
    cursor: z
      .string()
      .max(200)
      .transform((value, ctx) => decodeCursor(value) ?? (ctx.addIssue({ code: "custom", message: "cursor is malformed" }), z.NEVER))
      .optional(),
    near: z
      .string()
      .trim()
      .max(NEAR_MAX_LENGTH, `near must be at most ${NEAR_MAX_LENGTH} characters`)
      .refine((v) => isCleanText(v), `near ${CONTROL_CHARACTERS_MESSAGE}`)
      .optional(),
    radius: z.coerce
      .number({ message: "radius must be a number" })
      .refine(isNearRadius, `radius must be one of ${NEAR_RADII.join(", ")} (km)`)
      .optional(),
    remote: z.enum(["true", "false"], { message: "remote must be true or false" }).optional(),
    sort: z.enum(NEAR_SORTS, { message: `sort must be one of ${NEAR_SORTS.join(", ")}` }).optional(),
    ...filterShape,
  });
}

type DirectoryQuerySchema = ReturnType<typeof buildDirectoryQuerySchema>;
// Built once per category: zod compiles an object schema on first use, so a schema per request costs a compile each time.
const schemas = new Map<DirectoryCategory | "all", DirectoryQuerySchema>();

export function directoryQuerySchema(category: DirectoryCategory | "all"): DirectoryQuerySchema {
  let schema = schemas.get(category);
  if (!schema) schemas.set(category, (schema = buildDirectoryQuerySchema(category)));
  return schema;
}

type ParsedQuery = Record<string, unknown> & {
  search?: string;
  limit: number;
  offset: number;
  cursor?: Cursor;
  near?: string;
  radius?: number;
  remote?: "true" | "false";
  sort?: NearSort;
};

const firstNonEmpty = (values: unknown): string[] | undefined => {
  const list = Array.isArray(values) ? values.filter((v): v is string => typeof v === "string" && v.length > 0) : [];
  return list.length ? list : undefined;
};

/** Turns validated query parameters into the filter object the SQL builder understands. */
export function toListingQuery(category: DirectoryCategory | "all", parsed: ParsedQuery, options: { defaultRegion?: boolean } = {}): ListingQuery {
  const kinds = category === "all" ? ALL_VIEW_KINDS : [DIRECTORY_CATEGORIES[category]];
  const region = firstNonEmpty(parsed.region)?.[0] ?? (options.defaultRegion ? DEFAULT_REGION : undefined);
  const verified = firstNonEmpty(parsed.verified)?.[0];
  const arrays: ListingFilters["arrays"] = {};
  for (const column of ARRAY_FILTER_COLUMNS) {
    const values = firstNonEmpty(parsed[column]);
    if (values) arrays[column] = values;
  }
  const equals: ListingFilters["equals"] = {};
  for (const column of EQUALITY_FILTER_COLUMNS) {
    const values = firstNonEmpty(parsed[column]);
    if (values) equals[column] = values;
  }
  return {
    kinds,
    search: parsed.search || undefined,
    region: region === "All Regions" ? undefined : region,
    country: firstNonEmpty(parsed.country)?.[0],
    category: firstNonEmpty(parsed.category),
    verified: verified === "true" || verified === "featured" ? verified : undefined,
    brand: typeof parsed.brand === "string" && parsed.brand ? parsed.brand : undefined,
    arrays,
    equals,
    limit: parsed.limit,
    offset: parsed.offset,
    cursor: parsed.cursor,
  };
}

/** True when anything beyond the default region narrows the list (spec: 'all' then lists every match). */
export function hasActiveFilters(query: ListingFilters): boolean {
  return Boolean(
    query.near ||
    query.search || query.country || query.category?.length || query.verified || query.brand ||
      Object.keys(query.arrays).length || Object.keys(query.equals).length || (query.region && query.region !== DEFAULT_REGION),
  );
}

/** The distance search a query asks for, if any: a place to resolve, the radius, the order and the remote toggle. */
function nearRequestOf(parsed: ParsedQuery): NearRequest | null {
  if (!parsed.near) return null;
  return {
    text: parsed.near,
    radiusKm: parsed.radius !== undefined && isNearRadius(parsed.radius) ? parsed.radius : DEFAULT_NEAR_RADIUS,
    sort: parsed.sort ?? "distance",
    remote: parsed.remote === "true",
  };
}

/**
 * Validates the query parameters (a ZodError for invalid ones). A distance search comes back unresolved beside the
 * query, which then drops region and country: the place says where.
 */
export function parseListingQuery(
  category: DirectoryCategory | "all",
  params: URLSearchParams,
  options?: { defaultRegion?: boolean },
): ParsedListingQuery {
  const parsed = directoryQuerySchema(category).parse(Object.fromEntries(params)) as ParsedQuery;
  const query = toListingQuery(category, parsed, options);
  const near = nearRequestOf(parsed);
  return near ? { query: { ...query, region: undefined, country: undefined }, near } : { query, near: null };
}
