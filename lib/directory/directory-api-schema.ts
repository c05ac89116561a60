import { z } from "zod";
import { invalidInput, type FieldIssues } from "@/lib/http/app-error";
import { GENERIC_ERRORS, type GenericError } from "@/lib/http/error-codes";
import { errorKey, readErrorKey, type ErrorParams } from "@/lib/http/error-key";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "@/lib/i18n/locales";
import { isBiomarkerSlug } from "@/lib/biomarkers/slug";
import { isCleanText } from "@/lib/validation/text";
import directoryMessages from "@/messages/en/directory.json";
import { decodeCursor } from "./cursor";
import { CATEGORY_FILTERS, WORLDWIDE, type FilterDefinition, type FilterKey } from "./filters";
import { DEFAULT_NEAR_RADIUS, isNearRadius, NEAR_MAX_LENGTH, NEAR_RADII, nearSortOf, type NearState } from "./near";
import { SEARCH_MAX, type DirectoryView } from "./directory-path";
import { DIRECTORY_VIEWS, isDirectoryView } from "./directory-view";
import {
  ALL_OF_MAX,
  DIRECTORY_PAGE_SIZE,
  noFilterValueOf,
  optionFits,
  TEXT_FILTER_MAX,
  wholeNumberIn,
  type DirectoryQuery,
} from "./directory-schema";

/**
 * The API query string (GET /api/{segment}, /api/directory), read strictly: anything invalid is a 400 with a code
 * per field. Its limits and allowed values are the definitions the page URL is read by (filters.ts, near.ts,
 * directory-schema.ts). Only route handlers and scripts load this reader, so no page ships zod: a test walks the
 * directory's client modules for it.
 */

const MAX_LIMIT = 100;
const MAX_OFFSET = 10_000;
const MAX_VALUES = ALL_OF_MAX;

/**
 * The catalogues the API checks values against (database tables, read by the route and passed in): the slugs of the
 * biomarker catalogue. Without them (scripts, tests of other views) a slug is checked for its shape only.
 */
type DirectoryCatalogues = { biomarkers: readonly string[] };

/** The values a select filter takes from the API; a region may also be Worldwide, which the panel does not offer. */
function allowedValues(definition: Extract<FilterDefinition, { type: "select" }>): string[] {
  const values = definition.options.map((option) => option.value);
  return definition.key === "region" && !values.includes(WORLDWIDE) ? [...values, WORLDWIDE] : values;
}

/** A filter's name in the field messages: the English catalogue's (the messages are translated by code and values). */
const filterName = (definition: FilterDefinition) => directoryMessages.filterLabels[definition.key];

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
  const { key } = definition;
  const label = filterName(definition);
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

/** An all-of filter's catalogue slugs, every one known; the catalogue's order means nothing, so alphabetical. */
function catalogueValues(
  definition: Extract<FilterDefinition, { type: "all-of" }>,
  raw: string,
  known: readonly string[] | undefined,
  ctx: Issue,
): string[] {
  const label = filterName(definition);
  const values = raw
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.length > MAX_VALUES)
    ctx.addIssue({ code: "custom", message: coded("nameTooManyValues", { name: label, max: MAX_VALUES }) });
  for (const value of values)
    if (!isBiomarkerSlug(value) || (known && !known.includes(value)))
      ctx.addIssue({
        code: "custom",
        message: coded("unknownValue", { name: label, value: value.slice(0, 40), options: (known ?? []).join(", ") }),
      });
  return [...new Set(values)].sort();
}

/** A filter's values from the API: comma-separated for a select, one for a text or a number. */
function filterField(definition: FilterDefinition, hasPlace: boolean, catalogues?: DirectoryCatalogues) {
  const label = filterName(definition);
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
  if (definition.type === "all-of")
    return z
      .string()
      .transform((raw, ctx) => catalogueValues(definition, raw, catalogues?.[definition.catalogue], ctx));
  return z.string().transform((raw, ctx) => selectValues(definition, raw, hasPlace, ctx));
}

/**
 * The zod schema of a view's API query string: locale, search, the view's filters, a distance search (near, radius,
 * remote; its order is the view's sort), limit, offset and the keyset cursor. Unknown keys are ignored. Whether a
 * place is asked for decides which orders apply, so the schema is built for it.
 */
function directoryApiSchema(view: DirectoryView, hasPlace: boolean, catalogues?: DirectoryCatalogues) {
  const filters = Object.fromEntries(
    CATEGORY_FILTERS[view].map((definition) => [
      definition.key,
      filterField(definition, hasPlace, catalogues).optional(),
    ]),
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
  catalogues?: DirectoryCatalogues,
  { unknownKeys = "ignore" }: { unknownKeys?: "ignore" | "reject" } = {},
): { query: DirectoryQuery; locale: Locale } {
  const hasPlace = Boolean(params.get("near")?.trim());
  const schema = directoryApiSchema(view, hasPlace, catalogues);
  const fields: FieldIssues = {};
  if (unknownKeys === "reject")
    for (const key of new Set(params.keys()))
      if (!Object.hasOwn(schema.shape, key))
        fields[key.slice(0, 50)] = [{ code: GENERIC_ERRORS.unknownKeys, params: { keys: key.slice(0, 50) } }];
  const parsed = schema.safeParse(firstValues(params));
  if (!parsed.success || Object.keys(fields).length) {
    for (const issue of parsed.error?.issues ?? [])
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

/**
 * GET /api/v1/listings' query string: the directory URL's `category` picks the view ('all' when absent), the rest is
 * that view's API query, read strictly: a key the view does not take is a 400 naming it, like an invalid value.
 */
export function parseListingsRequest(
  params: URLSearchParams,
  catalogues?: DirectoryCatalogues,
): { query: DirectoryQuery; locale: Locale } {
  const category = params.get("category") ?? "all";
  if (!isDirectoryView(category))
    throw invalidInput({
      category: [
        readErrorKey(
          coded("unknownValue", {
            name: "category",
            value: category.slice(0, 40),
            options: DIRECTORY_VIEWS.join(", "),
          }),
        ) ?? { code: GENERIC_ERRORS.invalid, params: {} },
      ],
    });
  // `category` names the view, as in the directory URL: never the view's own category facet.
  const rest = new URLSearchParams(params);
  rest.delete("category");
  return parseDirectoryRequest(category, rest, catalogues, { unknownKeys: "reject" });
}

/**
 * Every parameter GET /api/v1/listings takes, for its OpenAPI document: `category`, then each view's parameters (a
 * filter's description names the views it applies to). The parser itself reads one view's schema. As in the
 * directory URL, `category` names the view, so a view's own category facet is not a parameter here.
 */
export function listingsQuerySchema() {
  const views = new Map<string, DirectoryView[]>();
  let shape: Record<string, z.ZodType> = {};
  for (const view of DIRECTORY_VIEWS) {
    const viewShape: Record<string, z.ZodType> = directoryApiSchema(view, false).shape;
    for (const key of Object.keys(viewShape)) views.set(key, [...(views.get(key) ?? []), view]);
    shape = { ...viewShape, ...shape };
  }
  const described = Object.fromEntries(
    Object.entries(shape)
      .filter(([key]) => key !== "category")
      .map(([key, schema]) => {
        const of = views.get(key) ?? [];
        const note = of.length === DIRECTORY_VIEWS.length ? undefined : `Only with category ${of.join(", ")}.`;
        return [key, note ? schema.meta({ description: note }) : schema];
      }),
  );
  return z.object({
    category: z
      .enum(DIRECTORY_VIEWS as [DirectoryView, ...DirectoryView[]])
      .optional()
      .meta({ description: "The directory view, as in the directory URL; 'all' when absent." }),
    ...described,
  });
}

/** parseDirectoryRequest's query alone. */
export const parseDirectoryQuery = (
  view: DirectoryView,
  params: URLSearchParams,
  catalogues?: DirectoryCatalogues,
): DirectoryQuery => parseDirectoryRequest(view, params, catalogues).query;
