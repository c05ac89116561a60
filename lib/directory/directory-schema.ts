import { createParser } from "nuqs/server";
import { z } from "zod";
import { invalidInput, type FieldIssues } from "@/lib/http/app-error";
import { GENERIC_ERRORS, type GenericError } from "@/lib/http/error-codes";
import { errorKey, readErrorKey, type ErrorParams } from "@/lib/http/error-key";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "@/lib/i18n/locales";
import { isCleanText, toCleanText } from "@/lib/validation/text";
import { decodeCursor, type Cursor } from "./cursor";
import {
  ALL_REGIONS,
  CATEGORY_FILTERS,
  DEFAULT_REGION,
  WORLDWIDE,
  type FilterDefinition,
  type FilterKey,
  type FilterOption,
} from "./filters";
import { DEFAULT_NEAR_SORT, DEFAULT_SORT } from "./fact-filters";
import { apiSegmentOfKind, DIRECTORY_CATEGORIES, isDirectoryCategory } from "./kinds";
import {
  DEFAULT_NEAR_RADIUS,
  isNearRadius,
  NEAR_MAX_LENGTH,
  NEAR_RADII,
  nearSortOf,
  readNearPlace,
  readNearState,
  writeNearParams,
  type NearState,
} from "./near";
import { cleanSearch, DIRECTORY_PATH, SEARCH_MAX, type DirectoryView } from "./directory-path";

/**
 * The directory's parameters, defined once, with their limits. Two inputs carry them and each is parsed once, into the
 * one query type the query layer takes:
 * - the page URL (/directory?category=&search=&<filter>=), read leniently into a DirectoryState: an unknown category
 *   is 'all', a value no filter offers is dropped, text is cleaned and cut, never an error (parseDirectoryState); the
 *   islands read and write it through nuqs with the parsers built from the same keys (DIRECTORY_URL_PARSERS);
 * - the API query string (GET /api/{segment}, /api/directory), read strictly by the zod schema of the view
 *   (parseDirectoryRequest): anything invalid is a 400 with a message per field; its `locale` (the language of the
 *   cards' texts) is read beside the query.
 * A state becomes its query with directoryQuery() (no string parsing), and the islands ask the API with exactly the
 * URL directoryApiUrl() writes for that query. A new parameter goes here: a filter as a FilterDefinition in filters.ts
 * (its SQL beside the query layer's other filters), a view-wide one in DirectoryQuery, as the distance search
 * (`near`, read and written by near.ts) is.
 */

/** Only valid, non-default filter values of the current view (region Europe and verified 'all' are implied). */
export type DirectoryFilters = Readonly<Partial<Record<FilterKey, string>>>;
/** What the page URL says: the view, the search, the view's filters and a distance search (near.ts). */
export type DirectoryState = { category: DirectoryView; search: string; filters: DirectoryFilters; near?: NearState };
export type SearchParamsInput = URLSearchParams | Readonly<Record<string, string | string[] | null | undefined>>;

/** The query type: what one page of directory results is, however it was asked for. */
export type DirectoryQuery = {
  view: DirectoryView;
  search?: string;
  /** Each filter's values; a filter that filters nothing ('All Regions', verified 'all') is absent. */
  filters: Readonly<Partial<Record<FilterKey, readonly string[]>>>;
  /** Near a place: the server resolves it, and the place then stands for region and country. */
  near?: NearState;
  limit: number;
  offset: number;
  cursor?: Cursor;
};

/** Results of the 'all' view (the per-kind preview, or every kind when a search or filter is set). */
const ALL_RESULTS_PATH = "/api/directory";
/** A page of results; 'Load More' shows only while a page comes back this full. */
export const DIRECTORY_PAGE_SIZE = 20;
/** The unfiltered 'all' view: this many listings of each kind, not paged. */
export const ALL_VIEW_PER_KIND = 6;
const MAX_LIMIT = 100;
const MAX_OFFSET = 10_000;
const MAX_VALUES = 20;
const TEXT_FILTER_MAX = 100;
/** Values the directory implies when its URL says nothing: dropped from the URL state. */
const DEFAULT_VALUES: Readonly<Partial<Record<FilterKey, string>>> = {
  region: DEFAULT_REGION,
  verified: "all",
  sort: DEFAULT_SORT,
};
/** Valid values that select nothing. */
const NO_FILTER_VALUES: Readonly<Partial<Record<FilterKey, string>>> = {
  region: ALL_REGIONS,
  verified: "all",
  sort: DEFAULT_SORT,
};
/** Near a place (a distance search) these values are implied instead: nearest first. */
const NEAR_DEFAULT_VALUES: Readonly<Partial<Record<FilterKey, string>>> = { sort: DEFAULT_NEAR_SORT };

/** The value a filter implies when the URL says nothing, with or without a place. */
export const defaultValueOf = (key: FilterKey, hasPlace: boolean) =>
  (hasPlace ? NEAR_DEFAULT_VALUES[key] : undefined) ?? DEFAULT_VALUES[key];
/** The valid value of a filter that selects nothing, with or without a place. */
const noFilterValueOf = (key: FilterKey, hasPlace: boolean) =>
  (hasPlace ? NEAR_DEFAULT_VALUES[key] : undefined) ?? NO_FILTER_VALUES[key];

/** Whether an option applies with, or without, a place (nearest first needs one; the price order has none). */
export const optionFits = (option: FilterOption, hasPlace: boolean) =>
  option.place === undefined || (option.place === "with") === hasPlace;
export const EMPTY_STATE: DirectoryState = { category: "all", search: "", filters: {} };

function readParam(params: SearchParamsInput, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  const value = params[key] ?? undefined;
  return Array.isArray(value) ? value[0] : value;
}

/** The values a select filter takes from the API; a region may also be Worldwide, which the panel does not offer. */
function allowedValues(definition: Extract<FilterDefinition, { type: "select" }>): string[] {
  const values = definition.options.map((option) => option.value);
  return definition.key === "region" && !values.includes(WORLDWIDE) ? [...values, WORLDWIDE] : values;
}

// ---- The page URL: lenient -------------------------------------------------------------------------------------

/** A number filter's value if it is a whole number in its range, else null. */
function wholeNumberIn(definition: Extract<FilterDefinition, { type: "number" }>, raw: string): number | null {
  if (!/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= definition.min && value <= definition.max ? value : null;
}

/**
 * A filter value if the definition allows it (with or without a place), else undefined; defaults ('Europe', verified
 * 'all', the order that is no sort) are dropped.
 */
export function validFilterValue(
  definition: FilterDefinition,
  raw: string | undefined,
  hasPlace = false,
): string | undefined {
  const value = raw === undefined ? undefined : toCleanText(raw);
  if (!value || defaultValueOf(definition.key, hasPlace) === value) return undefined;
  if (definition.type === "text") return toCleanText(value, TEXT_FILTER_MAX);
  if (definition.type === "number") {
    const number = wholeNumberIn(definition, value);
    return number === null ? undefined : String(number);
  }
  return definition.options.some((option) => option.value === value && optionFits(option, hasPlace))
    ? value
    : undefined;
}

/** Reads the page URL; unknown categories become 'all' and invalid filter values are ignored, never an error. */
export function parseDirectoryState(params: SearchParamsInput): DirectoryState {
  const rawCategory = readParam(params, "category");
  const category: DirectoryView = isDirectoryCategory(rawCategory) ? rawCategory : "all";
  const search = cleanSearch(readParam(params, "search") ?? "");
  const read = (key: string) => readParam(params, key);
  const hasPlace = readNearPlace(read) !== "";
  const filters: Partial<Record<FilterKey, string>> = {};
  for (const definition of CATEGORY_FILTERS[category]) {
    const value = validFilterValue(definition, read(definition.key), hasPlace);
    if (value !== undefined) filters[definition.key] = value;
  }
  const near = readNearState(read, filters.sort);
  return { category, search, filters, ...(near ? { near } : {}) };
}

/** Every key the page URL carries: the view, the search, each view's filters and the distance search. */
const URL_KEYS: readonly string[] = [
  "category",
  "search",
  ...new Set(Object.values(CATEGORY_FILTERS).flatMap((definitions) => definitions.map((definition) => definition.key))),
  "near",
  "radius",
  "remote",
];

/**
 * The page URL's keys as nuqs parsers, for the islands: each value cleaned as the page reads it (a value with nothing
 * left is absent). What the values mean together (a filter of the view, an order with or without a place) is
 * parseDirectoryState's, on the values these give.
 */
export const DIRECTORY_URL_PARSERS = Object.fromEntries(
  URL_KEYS.map((key) => [
    key,
    createParser({ parse: (value: string) => toCleanText(value) || null, serialize: (value: string) => value }),
  ]),
);

/** The URL values of a state for the islands' nuqs setter: its shareable parameters, every other key cleared. */
export function directoryUrlValues(state: DirectoryState): Record<string, string | null> {
  const params = new URLSearchParams(directoryHref(state).slice(DIRECTORY_PATH.length + 1));
  return Object.fromEntries(URL_KEYS.map((key) => [key, params.get(key)]));
}

/**
 * A page URL's query string as the directory writes it: read leniently and written back in the stable order, so an
 * island's change leaves the address bar with the canonical URL of its state.
 */
export const canonicalDirectorySearch = (params: URLSearchParams): URLSearchParams =>
  new URLSearchParams(directoryHref(parseDirectoryState(params)).slice(DIRECTORY_PATH.length + 1));

/** The query a page state asks for: the directory's default region applied, a page of 20 from `offset`. */
export function directoryQuery(state: DirectoryState, offset = 0): DirectoryQuery {
  const filters: Partial<Record<FilterKey, string[]>> = {};
  const hasPlace = Boolean(state.near);
  for (const definition of CATEGORY_FILTERS[state.category]) {
    const value = state.filters[definition.key] ?? defaultValueOf(definition.key, hasPlace);
    if (value && noFilterValueOf(definition.key, hasPlace) !== value) filters[definition.key] = [value];
  }
  return {
    view: state.category,
    ...(state.search ? { search: state.search } : {}),
    filters,
    ...(state.near ? { near: state.near } : {}),
    limit: DIRECTORY_PAGE_SIZE,
    offset,
  };
}

// ---- Both --------------------------------------------------------------------------------------------------------

/** 'all' with nothing narrowing it but the default region: up to 6 listings of each kind, not paged. */
export function isPreview(query: DirectoryQuery): boolean {
  if (query.view !== "all" || query.search || query.near) return false;
  return Object.entries(query.filters).every(([key, values]) => key === "region" && values[0] === DEFAULT_REGION);
}

/** The shareable page URL of a state, parameters in a stable order. */
export function directoryHref(state: DirectoryState): string {
  const params = new URLSearchParams();
  if (state.category !== "all") params.set("category", state.category);
  if (state.search) params.set("search", state.search);
  for (const definition of CATEGORY_FILTERS[state.category]) {
    const value = state.filters[definition.key];
    if (value) params.set(definition.key, value);
  }
  writeNearParams(state.near, params);
  const query = params.toString();
  return query ? `${DIRECTORY_PATH}?${query}` : DIRECTORY_PATH;
}

/** `/api/{segment}` for a category (social → communities), the 'all' endpoint otherwise. */
function apiPath(view: DirectoryView): string {
  return view === "all" ? ALL_RESULTS_PATH : `/api/${apiSegmentOfKind(DIRECTORY_CATEGORIES[view])}`;
}

/**
 * The API URL that answers a query (the preview is not paged, so it sends no limit or offset), its cards' texts in
 * `locale` (English, the default, is left out of the URL).
 */
export function directoryApiUrl(query: DirectoryQuery, locale: Locale = DEFAULT_LOCALE): string {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  for (const definition of CATEGORY_FILTERS[query.view]) {
    const values = query.filters[definition.key];
    if (values?.length) params.set(definition.key, values.join(","));
  }
  writeNearParams(query.near, params);
  if (!isPreview(query)) {
    params.set("limit", String(query.limit));
    params.set("offset", String(query.offset));
  }
  if (locale !== DEFAULT_LOCALE) params.set("locale", locale);
  const search = params.toString();
  return search ? `${apiPath(query.view)}?${search}` : apiPath(query.view);
}

// ---- The API query string: strict -----------------------------------------------------------------------------

type Issue = { addIssue: (issue: { code: "custom"; message: string }) => void };

/** A generic error as a zod message: its key, then its values (read back by `readErrorKey`). */
const coded = (name: GenericError, params: ErrorParams = {}) => errorKey(GENERIC_ERRORS[name], params);

/** A text parameter: trimmed, at most `max` characters, no control characters. */
const textField = (name: string, max: number, tooLong: GenericError = "nameTooLong") =>
  z.string().transform((raw, ctx) => {
    const value = raw.trim();
    if (value.length > max) ctx.addIssue({ code: "custom", message: coded(tooLong, { name, max }) });
    else if (!isCleanText(value)) ctx.addIssue({ code: "custom", message: coded("nameControlCharacters", { name }) });
    return value;
  });

/** A whole number from `min` to `max`, each way of missing it its own message. */
const integerField = (name: string, min: number, max: number) =>
  z.string().transform((raw, ctx) => {
    const value = Number(raw);
    const message = !Number.isFinite(value)
      ? coded("nameNumber", { name })
      : !Number.isInteger(value)
        ? coded("nameWholeNumber", { name })
        : value < min
          ? coded("nameAtLeast", { name, min })
          : value > max
            ? coded("nameAtMost", { name, max })
            : null;
    if (message) ctx.addIssue({ code: "custom", message });
    return value;
  });

function selectValues(
  definition: Extract<FilterDefinition, { type: "select" }>,
  raw: string,
  hasPlace: boolean,
  ctx: Issue,
): string[] {
  const { key, label } = definition;
  const values = raw
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
  const allowed = allowedValues(definition);
  if (values.length > MAX_VALUES)
    ctx.addIssue({ code: "custom", message: coded("nameTooManyValues", { name: label, max: MAX_VALUES }) });
  for (const value of values) {
    const option = definition.options.find((o) => o.value === value);
    if (!allowed.includes(value))
      ctx.addIssue({
        code: "custom",
        message: coded("unknownValue", { name: label, value, options: allowed.join(", ") }),
      });
    else if (option && !optionFits(option, hasPlace))
      ctx.addIssue({
        code: "custom",
        message: coded(option.place === "with" ? "needsPlace" : "notNearPlace", { name: label, value }),
      });
  }
  return values.filter((value) => value !== noFilterValueOf(key, hasPlace));
}

/** A filter's values from the API: comma-separated for a select, one for a text or a number. */
function filterField(definition: FilterDefinition, hasPlace: boolean) {
  const { label } = definition;
  if (definition.type === "text")
    return textField(label, TEXT_FILTER_MAX, "nameTooLongShort").transform((value) => (value ? [value] : []));
  if (definition.type === "number")
    return z.string().transform((raw, ctx) => {
      const value = raw.trim();
      if (!value) return [];
      const number = wholeNumberIn(definition, value);
      if (number === null)
        ctx.addIssue({
          code: "custom",
          message: coded("nameWholeNumberBetween", { name: label, min: definition.min, max: definition.max }),
        });
      return number === null ? [] : [String(number)];
    });
  return z.string().transform((raw, ctx) => selectValues(definition, raw, hasPlace, ctx));
}

/**
 * The zod schema of a view's API query string: locale, search, the view's filters, a distance search (near, radius,
 * remote; its order is the view's sort), limit, offset and the keyset cursor. Unknown keys are ignored. Whether a
 * place is asked for decides which orders apply, so the schema is built for it.
 */
function directoryApiSchema(view: DirectoryView, hasPlace: boolean) {
  const filters = Object.fromEntries(
    CATEGORY_FILTERS[view].map((definition) => [definition.key, filterField(definition, hasPlace).optional()]),
  );
  return z
    .object({
      locale: z
        .string()
        .refine(isLocale, { error: coded("nameOneOf", { name: "locale", options: LOCALES.join(", ") }) })
        .optional(),
      search: textField("search", SEARCH_MAX).optional(),
      ...filters,
      near: textField("near", NEAR_MAX_LENGTH).optional(),
      radius: z
        .string()
        .transform(Number)
        .refine(isNearRadius, {
          error: coded("nameOneOf", { name: "radius", options: `${NEAR_RADII.join(", ")} (km)` }),
        })
        .optional(),
      remote: z.enum(["true", "false"], { error: coded("nameTrueOrFalse", { name: "remote" }) }).optional(),
      limit: integerField("limit", 1, MAX_LIMIT).optional(),
      offset: integerField("offset", 0, MAX_OFFSET).optional(),
      // Decoded here, before the cached query: a malformed cursor is a 400, never an error inside the cache.
      cursor: z
        .string()
        .transform((raw, ctx) => {
          const cursor = decodeCursor(raw);
          if (!cursor) ctx.addIssue({ code: "custom", message: coded("cursorMalformed") });
          return cursor ?? undefined;
        })
        .optional(),
    })
    .superRefine((params, ctx) => {
      const sorted = (params as Partial<Record<FilterKey, string[]>>).sort?.length;
      if (params.cursor && sorted)
        ctx.addIssue({
          code: "custom",
          path: ["cursor"],
          message: coded("cursorSorted"),
        });
    });
}

/** The first value of each key, as the API reads its query string. */
const firstValues = (params: URLSearchParams) => {
  const values: Record<string, string> = {};
  for (const [key, value] of params) values[key] ??= value;
  return values;
};

/**
 * The query and the language its cards are written in: `locale` (English when absent), passed on explicitly so
 * nothing cached reads the request's headers. The query itself never carries it: every language shares its rows.
 * An invalid value is an AppError (400) naming each field and value.
 */
export function parseDirectoryRequest(
  view: DirectoryView,
  params: URLSearchParams,
): { query: DirectoryQuery; locale: Locale } {
  const hasPlace = Boolean(params.get("near")?.trim());
  const parsed = directoryApiSchema(view, hasPlace).safeParse(firstValues(params));
  if (!parsed.success) {
    const fields: FieldIssues = {};
    for (const issue of parsed.error.issues)
      (fields[String(issue.path[0] ?? "_")] ??= []).push(
        readErrorKey(issue.message) ?? { code: GENERIC_ERRORS.invalid, params: {} },
      );
    throw invalidInput(fields);
  }
  const { locale, search, near: place, radius, remote, limit, offset, cursor, ...rest } = parsed.data;
  const filters: Partial<Record<FilterKey, string[]>> = {};
  for (const definition of CATEGORY_FILTERS[view]) {
    const values = (rest as Partial<Record<FilterKey, string[]>>)[definition.key];
    if (values?.length) filters[definition.key] = values;
  }
  const radiusKm = radius ?? DEFAULT_NEAR_RADIUS;
  const near: NearState | undefined =
    place && isNearRadius(radiusKm)
      ? { place, radiusKm, sort: nearSortOf(filters.sort?.[0]), remote: remote === "true" }
      : undefined;
  const query: DirectoryQuery = {
    view,
    ...(search ? { search } : {}),
    filters,
    ...(near ? { near } : {}),
    limit: limit ?? DIRECTORY_PAGE_SIZE,
    offset: offset ?? 0,
    ...(cursor ? { cursor } : {}),
  };
  return { query, locale: locale && isLocale(locale) ? locale : DEFAULT_LOCALE };
}

/** parseDirectoryRequest's query alone. */
export const parseDirectoryQuery = (view: DirectoryView, params: URLSearchParams): DirectoryQuery =>
  parseDirectoryRequest(view, params).query;
