// The admin import, shared by the browser (reads the file, checks each row before sending) and the import routes
// (check each row again, then plan and write). A blank cell never clears a stored value: re-importing a file with
// fewer columns leaves the others alone.
import * as z from "zod/mini";
import {
  DIRECTORY_CATEGORIES,
  KIND_REGISTRY,
  LISTING_KINDS,
  isListingKind,
  type ListingKind,
} from "@/lib/directory/kinds";
import { csvToRecords } from "./csv";
import { errorKey, readErrorKey, type ErrorKey, type ErrorParams } from "@/lib/http/error-key";
import { IMPORT_ERRORS } from "./import-errors";
import {
  LISTING_STATUSES,
  STATUS_MESSAGE,
  converted,
  editableFieldsShape,
  slugField,
  type ListingStatusValue,
} from "@/lib/listings/editor-schema";
import { NAME_LABEL, convertName, type Converted } from "@/lib/listings/editor-fields";
import { LISTING_ERRORS as M } from "@/lib/listings/editor-errors";

export const IMPORT_MAX_ROWS = 5_000;
export const IMPORT_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Rows per preview request and per commit request (the progress bar moves once per commit batch). */
export const IMPORT_PREVIEW_BATCH = 200;
export const IMPORT_COMMIT_BATCH = 50;
/** The routes' body cap, and the size the browser keeps each batch under. */
export const IMPORT_MAX_BODY_BYTES = 512 * 1024;
const BATCH_TARGET_BYTES = 448 * 1024;

export function resolveKind(value: string): ListingKind | null {
  const text = value.trim().toLowerCase();
  if (isListingKind(text)) return text;
  if (Object.hasOwn(DIRECTORY_CATEGORIES, text)) return DIRECTORY_CATEGORIES[text as keyof typeof DIRECTORY_CATEGORIES];
  return LISTING_KINDS.find((kind) => KIND_REGISTRY[kind].label.toLowerCase() === text) ?? null;
}

function convertKind(value: string | undefined): Converted<ListingKind> {
  if (!value?.trim()) return { error: M.kindRequired };
  const kind = resolveKind(value);
  return kind
    ? { value: kind }
    : { error: errorKey(M.kindUnknown, { value: value.slice(0, 40), kinds: LISTING_KINDS.join(", ") }) };
}

function convertStatus(value: string | null | undefined): Converted<ListingStatusValue | undefined> {
  const text = (value ?? "").trim().toLowerCase();
  if (!text) return { value: undefined };
  return (LISTING_STATUSES as readonly string[]).includes(text)
    ? { value: text as ListingStatusValue }
    : { error: STATUS_MESSAGE };
}

const DATE = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** When the file's source checked the row's facts: a date, not in the future; blank leaves the stored one. */
function convertVerifiedDate(value: unknown): Converted<Date | undefined> {
  if (value === undefined || value === null || value === "") return { value: undefined };
  const text = typeof value === "string" ? value.trim() : "";
  const date = DATE.test(text) ? new Date(text.length === 10 ? `${text}T00:00:00Z` : text) : null;
  if (!date || Number.isNaN(date.getTime())) return { error: M.verifiedDate };
  if (date.getTime() > Date.now() + 86_400_000) return { error: M.verifiedFuture };
  if (date.getUTCFullYear() < 2000) return { error: M.verifiedBefore2000 };
  return { value: date };
}

/** One row of a file. Status defaults to published when a row creates a listing; absent keeps it on an update. */
const importRowSchema = z.object({
  kind: converted(z.union([z.string(), z.undefined()], { error: M.kindText }), convertKind),
  name: converted(
    z.union([z.string(), z.number(), z.null(), z.undefined()], { error: errorKey(M.notText, { label: NAME_LABEL }) }),
    convertName,
  ),
  slug: z.optional(slugField("skip")),
  status: z.optional(converted(z.union([z.string(), z.null()], { error: STATUS_MESSAGE }), convertStatus)),
  lastVerifiedAt: z.optional(converted(z.unknown(), convertVerifiedDate)),
  ...editableFieldsShape("skip"),
});

export type ImportRow = z.output<typeof importRowSchema>;
type ImportField = keyof ImportRow;
export const IMPORT_FIELDS = Object.keys(importRowSchema.shape) as ImportField[];
export const DEFAULT_IMPORT_STATUS: ListingStatusValue = "published";

/** Columns that may appear in an export but are never imported. */
const IGNORED_COLUMNS = new Set([
  "id",
  "rating",
  "reviewcount",
  "createdat",
  "updatedat",
  "publishedat",
  "firstpublishedat",
  "verifiedby",
  "origin",
]);
const squash = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, "");
const FIELD_BY_SQUASHED = new Map<string, ImportField>([
  ...IMPORT_FIELDS.map((field): [string, ImportField] => [squash(field), field]),
  // Files written before prices were "from" prices.
  ["price", "priceFrom"],
]);

/** A file's column name as a field: case, spaces, underscores and hyphens do not matter ("Short description"). */
export function canonicalColumn(name: string): ImportField | null {
  return FIELD_BY_SQUASHED.get(squash(name)) ?? null;
}

export type ImportSourceRow = {
  /** CSV line or JSON item number, for messages. */ row: number;
  values: Record<string, unknown>;
};
export type ImportFile = { rows: ImportSourceRow[]; ignoredColumns: string[]; unknownColumns: string[] };

/** What is wrong with a file as a whole, by its error key (the admin sees it in the page's language). */
export class ImportFileError extends Error implements ErrorKey {
  constructor(
    readonly code: string,
    readonly params: ErrorParams = {},
  ) {
    super(code);
    this.name = "ImportFileError";
  }
}

function keyedByField(
  source: Record<string, unknown>,
  unknown: Set<string>,
  ignored: Set<string>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(source)) {
    const field = canonicalColumn(column);
    if (field) values[field] = value;
    else if (IGNORED_COLUMNS.has(squash(column))) ignored.add(column);
    else unknown.add(column);
  }
  return values;
}

function jsonItems(text: string): unknown[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ImportFileError(IMPORT_ERRORS.notJson);
  }
  if (Array.isArray(data)) return data;
  if (data && typeof data === "object") {
    for (const key of ["listings", "rows", "items"]) {
      const items = (data as Record<string, unknown>)[key];
      if (Array.isArray(items)) return items;
    }
  }
  throw new ImportFileError(IMPORT_ERRORS.jsonShape);
}

/** A CSV (header row) or JSON (array of objects) file as rows keyed by field; throws ImportFileError or CsvError. */
export function readImportFile(fileName: string, text: string): ImportFile {
  const unknown = new Set<string>();
  const ignored = new Set<string>();
  const isJson = /\.json$/i.test(fileName) || /^\s*[[{]/.test(text);
  const rows: ImportSourceRow[] = isJson
    ? jsonItems(text).map((item, index) => ({
        row: index + 1,
        values:
          item && typeof item === "object" && !Array.isArray(item)
            ? keyedByField(item as Record<string, unknown>, unknown, ignored)
            : {},
      }))
    : csvToRecords(text).records.map((record) => ({
        row: record.line,
        values: keyedByField(record.values, unknown, ignored),
      }));
  if (!rows.length) throw new ImportFileError(IMPORT_ERRORS.noRows);
  if (rows.length > IMPORT_MAX_ROWS) throw new ImportFileError(IMPORT_ERRORS.tooManyRows, { max: IMPORT_MAX_ROWS });
  return { rows, ignoredColumns: [...ignored], unknownColumns: [...unknown] };
}

/**
 * One problem of a row: the field it lies in ("testPanels.0.name"; null for the row as a whole) and its error key.
 * `message` is its text in the request's language, as the routes send it; a row the browser refused itself has none.
 */
export type ImportRowError = ErrorKey & { field: string | null; message?: string };

type RowValidation = { ok: true; data: ImportRow } | { ok: false; errors: ImportRowError[] };

/** A row's problem on a field, by key. */
export const rowError = (field: string | null, code: string, params: ErrorKey["params"] = {}): ImportRowError => ({
  field,
  code,
  params,
});

/** One row against the shared schema: every problem with its field and key (zod's own English under the generic key). */
export function validateImportRow(values: Record<string, unknown>): RowValidation {
  const result = z.safeParse(importRowSchema, values);
  if (result.success) return { ok: true, data: result.data };
  return {
    ok: false,
    errors: result.error.issues.map((issue) => {
      const field = issue.path.length ? issue.path.join(".") : null;
      const key = readErrorKey(issue.message);
      return key
        ? rowError(field, key.code, key.params)
        : { ...rowError(field, "errors.invalid"), message: issue.message };
    }),
  };
}

/** Consecutive batches of at most `maxRows` rows whose JSON stays under the body cap. */
export function batchRows<T>(rows: readonly T[], maxRows: number, maxBytes = BATCH_TARGET_BYTES): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let size = 0;
  for (const row of rows) {
    const rowSize = new TextEncoder().encode(JSON.stringify(row)).byteLength + 1;
    if (current.length && (current.length >= maxRows || size + rowSize > maxBytes)) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push(row);
    size += rowSize;
  }
  if (current.length) batches.push(current);
  return batches;
}

/** The body of both import routes: rows already keyed by field; each is validated on its own by the route. */
export function importBatchSchema(maxRows: number) {
  return z.object({
    rows: z
      .array(z.object({ row: z.int().check(z.gte(1), z.lte(10_000_000)), values: z.record(z.string(), z.unknown()) }), {
        error: IMPORT_ERRORS.batchNotList,
      })
      .check(
        z.minLength(1, IMPORT_ERRORS.batchEmpty),
        z.maxLength(maxRows, errorKey(IMPORT_ERRORS.batchTooLarge, { max: maxRows })),
      ),
  });
}

type ImportPlanAction = "create" | "update" | "unchanged" | "error";
export type ImportListingRef = { id: string; name: string; slug: string; kind: ListingKind; path: string };

/** POST /api/admin/import/preview answers one of these per row. */
export type ImportRowPlan = {
  row: number;
  action: ImportPlanAction;
  errors: ImportRowError[];
  kind?: ListingKind;
  name?: string;
  slug?: string;
  status?: ListingStatusValue;
  /** The stored form of the row's website: the key re-imports match on. */
  website?: string | null;
  matchedBy?: "website" | "slug";
  listing?: ImportListingRef;
  /** Fields an update would change. */
  changes?: string[];
  /** Texts held for the admin because they make a disease claim: each phrase under its field (LISTING_ERRORS.healthClaim). */
  held?: ImportRowError[];
};
export type ImportPreviewResponse = { rows: ImportRowPlan[] };

/** POST /api/admin/import/commit answers one of these per row. */
export type ImportRowResult = {
  row: number;
  outcome: "created" | "updated" | "unchanged" | "error";
  errors: ImportRowError[];
  listing?: ImportListingRef;
  /** The row went through publishListing and became public now. */
  published?: boolean;
  /**
   * Texts held for the admin because they make a disease claim (the listing is then created unpublished): each
   * phrase under its field (LISTING_ERRORS.healthClaim).
   */
  held?: ImportRowError[];
};
export type ImportCommitResponse = { results: ImportRowResult[] };

/**
 * Rows of one file that would write the same listing (same kind and website, or same kind and slug): the later
 * ones are errors naming the first, so one file never creates a listing and then overwrites it.
 */
export function markDuplicateRows(plans: readonly ImportRowPlan[]): ImportRowPlan[] {
  const firstRowByKey = new Map<string, number>();
  return plans.map((plan) => {
    if (plan.action === "error" || !plan.kind) return plan;
    const keys = [
      plan.website ? `w|${plan.kind}|${plan.website}` : null,
      plan.slug ? `s|${plan.kind}|${plan.slug}` : null,
    ].filter((key): key is string => key !== null);
    const earlier = keys.map((key) => firstRowByKey.get(key)).find((row) => row !== undefined);
    if (earlier !== undefined)
      return { ...plan, action: "error", errors: [rowError(null, M.sameRow, { row: earlier })] };
    for (const key of keys) firstRowByKey.set(key, plan.row);
    return plan;
  });
}
