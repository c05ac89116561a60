import { invalidInput, type FieldIssues } from "@/lib/http/app-error";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "@/lib/i18n/locales";
import { genericError } from "@/lib/http/error-codes";
import { isCleanText } from "@/lib/validation/text";
import { decodeCursor } from "./cursor";
import {
  allowedValues,
  DIRECTORY_PAGE_SIZE,
  MAX_LIMIT,
  MAX_OFFSET,
  MAX_VALUES,
  noFilterValueOf,
  optionFits,
  TEXT_FILTER_MAX,
  wholeNumberIn,
  type DirectoryQuery,
  type DirectoryView,
} from "./directory-schema";
import { SEARCH_MAX } from "./directory-path";
import { CATEGORY_FILTERS, type FilterDefinition, type FilterKey } from "./filters";
import { DEFAULT_NEAR_RADIUS, isNearRadius, NEAR_MAX_LENGTH, NEAR_RADII, nearSortOf, type NearState } from "./near";

// The directory schema's strict reader, for the API routes: the same parameters and limits as the page's reader.

function checkedText(name: string, raw: string, max: number, fields: FieldIssues): string {
  const value = raw.trim();
  if (value.length > max) fields[name] = [genericError("nameTooLong", { name, max })];
  else if (!isCleanText(value)) fields[name] = [genericError("nameControlCharacters", { name })];
  return value;
}

function filterValues(definition: FilterDefinition, raw: string, hasPlace: boolean, fields: FieldIssues): string[] {
  const { key, label } = definition;
  if (definition.type === "text") {
    const value = raw.trim();
    if (value.length > TEXT_FILTER_MAX) fields[key] = [genericError("nameTooLongShort", { name: label })];
    else if (!isCleanText(value)) fields[key] = [genericError("nameControlCharacters", { name: label })];
    return value ? [value] : [];
  }
  if (definition.type === "number") {
    const value = raw.trim();
    if (!value) return [];
    const number = wholeNumberIn(definition, value);
    if (number === null) {
      const { min, max } = definition;
      fields[key] = [genericError("nameWholeNumberBetween", { name: label, min, max })];
    }
    return number === null ? [] : [String(number)];
  }
  const values = raw
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
  const allowed = allowedValues(definition);
  const messages = values.flatMap((value) => {
    if (!allowed.includes(value))
      return [genericError("unknownValue", { name: label, value, options: allowed.join(", ") })];
    const option = definition.options.find((o) => o.value === value);
    if (!option || optionFits(option, hasPlace)) return [];
    return [genericError(option.place === "with" ? "needsPlace" : "notNearPlace", { name: label, value })];
  });
  if (values.length > MAX_VALUES) messages.unshift(genericError("nameTooManyValues", { name: label, max: MAX_VALUES }));
  if (messages.length) fields[key] = messages;
  return values.filter((value) => value !== noFilterValueOf(key, hasPlace));
}

function integer(name: string, raw: string | undefined, min: number, max: number, fields: FieldIssues) {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) fields[name] = [genericError("nameNumber", { name })];
  else if (!Number.isInteger(value)) fields[name] = [genericError("nameWholeNumber", { name })];
  else if (value < min) fields[name] = [genericError("nameAtLeast", { name, min })];
  else if (value > max) fields[name] = [genericError("nameAtMost", { name, max })];
  return value;
}

/**
 * A distance search's parameters: near={place} (resolved later, by the server), radius and remote; its order is the
 * view's sort, already read (and checked against the place) with the filters.
 */
function nearQuery(params: URLSearchParams, sort: string | undefined, fields: FieldIssues): NearState | undefined {
  const rawPlace = params.get("near");
  const place = rawPlace === null ? "" : checkedText("near", rawPlace, NEAR_MAX_LENGTH, fields);
  const [radius, remote] = ["radius", "remote"].map((key) => params.get(key) ?? undefined);
  const radiusKm = radius === undefined ? DEFAULT_NEAR_RADIUS : Number(radius);
  if (!isNearRadius(radiusKm))
    fields.radius = [genericError("nameOneOf", { name: "radius", options: `${NEAR_RADII.join(", ")} (km)` })];
  if (remote !== undefined && remote !== "true" && remote !== "false")
    fields.remote = [genericError("nameTrueOrFalse", { name: "remote" })];
  if (!place || !isNearRadius(radiusKm)) return undefined;
  return { place, radiusKm, sort: nearSortOf(sort), remote: remote === "true" };
}

/**
 * Reads an API query string for a view: search, the view's filters (comma-separated values), limit, offset and the
 * keyset cursor, and a distance search (nearQuery). Unknown keys are ignored; an invalid value is an AppError (400) naming each field and value.
 */
export function parseDirectoryQuery(view: DirectoryView, params: URLSearchParams): DirectoryQuery {
  return parseDirectoryRequest(view, params).query;
}

/**
 * The query and the language its cards are written in: `locale` (English when absent), passed on explicitly so
 * nothing cached reads the request's headers. The query itself never carries it: every language shares its rows.
 */
export function parseDirectoryRequest(
  view: DirectoryView,
  params: URLSearchParams,
): { query: DirectoryQuery; locale: Locale } {
  const fields: FieldIssues = {};
  const rawLocale = params.get("locale") ?? DEFAULT_LOCALE;
  const locale = isLocale(rawLocale) ? rawLocale : DEFAULT_LOCALE;
  if (!isLocale(rawLocale))
    fields.locale = [genericError("nameOneOf", { name: "locale", options: LOCALES.join(", ") })];
  const rawSearch = params.get("search");
  const search = rawSearch === null ? "" : checkedText("search", rawSearch, SEARCH_MAX, fields);
  const hasPlace = Boolean(params.get("near")?.trim());
  const filters: Partial<Record<FilterKey, string[]>> = {};
  for (const definition of CATEGORY_FILTERS[view]) {
    const raw = params.get(definition.key);
    const values = raw === null ? [] : filterValues(definition, raw, hasPlace, fields);
    if (values.length) filters[definition.key] = values;
  }
  const near = nearQuery(params, filters.sort?.[0], fields);
  const limit = integer("limit", params.get("limit") ?? undefined, 1, MAX_LIMIT, fields);
  const offset = integer("offset", params.get("offset") ?? undefined, 0, MAX_OFFSET, fields);
  const rawCursor = params.get("cursor");
  // Decoded here, before the cached query: a malformed cursor is a 400, never an error inside the cache.
  const cursor = rawCursor === null ? undefined : decodeCursor(rawCursor);
  if (cursor === null) fields.cursor = [genericError("cursorMalformed")];
  else if (cursor && filters.sort) fields.cursor = [genericError("cursorSorted")];
  if (Object.keys(fields).length) throw invalidInput(fields);
  const query: DirectoryQuery = {
    view,
    ...(search ? { search } : {}),
    filters,
    ...(near ? { near } : {}),
    limit: limit ?? DIRECTORY_PAGE_SIZE,
    offset: offset ?? 0,
    ...(cursor ? { cursor } : {}),
  };
  return { query, locale };
}
