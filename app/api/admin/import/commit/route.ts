import {
  IMPORT_COMMIT_BATCH,
  IMPORT_MAX_BODY_BYTES,
  importBatchSchema,
  type ImportCommitResponse,
} from "@/lib/admin/import-schema";
import { commitImportRows } from "@/server/import/commit";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";

/**
 * POST /api/admin/import/commit {rows: [{row, values}]} (at most 50 a request, so the page can show progress):
 * creates or updates each row, idempotent on the website; published rows go through publishListing.
 */
export const POST = withAdmin(
  async ({ body, ip }) => {
    const response: ImportCommitResponse = { results: await commitImportRows(body.rows, { ip }) };
    return Response.json(response, { headers: NO_STORE });
  },
  { body: importBatchSchema(IMPORT_COMMIT_BATCH), maxBodyBytes: IMPORT_MAX_BODY_BYTES },
);
