// Loaded on demand by the import page (it pulls in zod and the file readers).
import { apiRequest } from "@/lib/api-client";
import type { ErrorKey } from "@/lib/http/error-key";
import { CsvError } from "@/lib/import/csv";
import { IMPORT_ERRORS } from "@/lib/import/import-errors";
import {
  IMPORT_COMMIT_BATCH,
  IMPORT_MAX_FILE_BYTES,
  IMPORT_PREVIEW_BATCH,
  ImportFileError,
  batchRows,
  markDuplicateRows,
  readImportFile,
  validateImportRow,
  type ImportCommitResponse,
  type ImportFile,
  type ImportPreviewResponse,
  type ImportRowPlan,
  type ImportRowResult,
  type ImportSourceRow,
} from "@/lib/import/schema";

/**
 * Every row's plan: rows that fail the shared schema are reported here and never sent (one unsafe cell would make
 * the server refuse the whole batch); the others are previewed by the server in batches.
 */
export async function previewImport(rows: readonly ImportSourceRow[]): Promise<ImportRowPlan[]> {
  const plans: ImportRowPlan[] = [];
  const valid: ImportSourceRow[] = [];
  for (const row of rows) {
    const validation = validateImportRow(row.values);
    if (validation.ok) valid.push(row);
    else plans.push({ row: row.row, action: "error", errors: validation.errors });
  }
  for (const batch of batchRows(valid, IMPORT_PREVIEW_BATCH)) {
    const response = await apiRequest<ImportPreviewResponse>("POST", "/api/admin/import/preview", { rows: batch });
    plans.push(...response.rows);
  }
  return markDuplicateRows(plans.sort((a, b) => a.row - b.row));
}

/** Writes the rows in batches of 50, reporting how many are done after each, so the page can show progress. */
export async function commitImport(
  rows: readonly ImportSourceRow[],
  onProgress: (done: number) => void,
): Promise<ImportRowResult[]> {
  const results: ImportRowResult[] = [];
  for (const batch of batchRows(rows, IMPORT_COMMIT_BATCH)) {
    const response = await apiRequest<ImportCommitResponse>("POST", "/api/admin/import/commit", { rows: batch });
    results.push(...response.results);
    onProgress(results.length);
  }
  return results;
}

export type LoadedImport = { fileName: string; file: ImportFile; plans: ImportRowPlan[] };

/** Reads, checks and previews a chosen file; what is wrong with the file itself comes back as its error key. */
export async function loadImport(chosen: File): Promise<LoadedImport | { problem: ErrorKey }> {
  if (chosen.size > IMPORT_MAX_FILE_BYTES)
    return {
      problem: { code: IMPORT_ERRORS.fileTooLarge, params: { megabytes: IMPORT_MAX_FILE_BYTES / 1024 / 1024 } },
    };
  let file: ImportFile;
  try {
    file = readImportFile(chosen.name, await chosen.text());
  } catch (error) {
    if (error instanceof CsvError || error instanceof ImportFileError)
      return { problem: { code: error.code, params: error.params } };
    throw error;
  }
  return { fileName: chosen.name, file, plans: await previewImport(file.rows) };
}
