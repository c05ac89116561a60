import {
  IMPORT_MAX_BODY_BYTES,
  IMPORT_PREVIEW_BATCH,
  importBatchSchema,
  type ImportPreviewResponse,
} from "@/lib/admin/import-schema";
import { planImportRows, toPreview } from "@/server/import/plan";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";

/** POST /api/admin/import/preview {rows: [{row, values}]}: per row, create / update / unchanged, or its errors. Writes nothing. */
export const POST = withAdmin(
  async ({ body }) => {
    const response: ImportPreviewResponse = { rows: (await planImportRows(body.rows)).map(toPreview) };
    return Response.json(response, { headers: NO_STORE });
  },
  { body: importBatchSchema(IMPORT_PREVIEW_BATCH), maxBodyBytes: IMPORT_MAX_BODY_BYTES },
);
