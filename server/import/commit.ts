import "server-only";
import {
  DEFAULT_IMPORT_STATUS,
  rowError,
  type ImportRowError,
  type ImportRowResult,
  type ImportSourceRow,
} from "@/lib/import/schema";
import { AppError } from "@/lib/http/app-error";
import type { HeldClaims } from "@/lib/listings/held-claims";
import { createImportedListing, updateListing } from "@/server/listings/write";
import { listingRef, planImportRows, type PlannedRow } from "./plan";

/** A refusal's field errors as row errors; one without fields by its own key (or the code's generic one). */
function errorsOf(error: AppError): ImportRowError[] {
  const fields = Object.entries(error.fields ?? {}).flatMap(([field, issues]) =>
    issues.map(({ code, params, stated }) => ({ field, code, params, ...(stated ? { message: stated } : {}) })),
  );
  if (fields.length) return fields;
  const key = error.messageKey ?? { code: "errors.invalid", params: {}, stated: error.message };
  return [{ field: null, code: key.code, params: key.params, ...(key.stated ? { message: key.stated } : {}) }];
}

/** The texts a write held for the admin, as the row reports them. */
const heldOf = (held: HeldClaims | null) =>
  held ? { held: held.claims.map(({ field, code, phrase }) => rowError(field, code, { phrase })) } : {};

async function writeRow(plan: PlannedRow, ip: string | null): Promise<ImportRowResult> {
  const { row, write } = plan;
  if (plan.action === "error" || !write) return { row, outcome: "error", errors: plan.errors };
  if (plan.action === "unchanged") return { row, outcome: "unchanged", errors: [], listing: plan.listing };
  if (!write.current) {
    const created = await createImportedListing(write.kind, write.values, write.status ?? DEFAULT_IMPORT_STATUS, {
      ip,
    });
    return {
      row,
      outcome: "created",
      errors: [],
      listing: listingRef(created.listing),
      published: created.published,
      ...heldOf(created.held),
    };
  }
  const updated = await updateListing(write.current.id, write.values, write.status, {
    action: "listing.import.update",
    ip,
    expectedUpdatedAt: write.current.updatedAt.toISOString(),
  });
  return {
    row,
    outcome: updated.fields.length ? "updated" : "unchanged",
    errors: [],
    listing: listingRef(updated.listing),
    published: updated.published,
    ...heldOf(updated.held),
  };
}

/**
 * Writes import rows one after another, each planned just before it is written (so a row sees what the rows before
 * it created). Idempotent on the website: a second run of the same file finds every row unchanged. A row refused
 * by a rule (slug taken, changed meanwhile) is reported and the others go on; anything else stops the batch.
 */
export async function commitImportRows(
  rows: readonly ImportSourceRow[],
  options: { ip?: string | null } = {},
): Promise<ImportRowResult[]> {
  const results: ImportRowResult[] = [];
  for (const source of rows) {
    const [plan] = await planImportRows([source]);
    try {
      results.push(await writeRow(plan!, options.ip ?? null));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ row: source.row, outcome: "error", errors: errorsOf(error) });
    }
  }
  return results;
}
