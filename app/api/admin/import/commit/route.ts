import {
  IMPORT_COMMIT_BATCH,
  IMPORT_MAX_BODY_BYTES,
  importBatchSchema,
  type ImportCommitResponse,
} from "@/lib/import/schema";
import { commitImportRows } from "@/server/import/commit";
import { withAdmin } from "@/server/http/admin-route";
import { errorSayer } from "@/server/http/error-response";
import { requestLocale } from "@/server/http/request-locale";
import { withRowMessages } from "@/server/import/row-messages";
import { NO_STORE } from "@/server/http/responses";

/**
 * POST /api/admin/import/commit {rows: [{row, values}]} (at most 50 a request, so the page can show progress):
 * creates or updates each row, idempotent on the website; published rows go through publishListing.
 */
export const POST = withAdmin(
  async ({ body, ip, req }) => {
    const say = await errorSayer(requestLocale(req));
    const response: ImportCommitResponse = { results: withRowMessages(await commitImportRows(body.rows, { ip }), say) };
    return Response.json(response, { headers: NO_STORE });
  },
  { body: importBatchSchema(IMPORT_COMMIT_BATCH), maxBodyBytes: IMPORT_MAX_BODY_BYTES },
);
