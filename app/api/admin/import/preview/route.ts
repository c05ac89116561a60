import {
  IMPORT_MAX_BODY_BYTES,
  IMPORT_PREVIEW_BATCH,
  importBatchSchema,
  type ImportPreviewResponse,
} from "@/lib/import/schema";
import { planImportRows, toPreview } from "@/server/import/plan";
import { withAdmin } from "@/server/http/admin-route";
import { errorSayer } from "@/server/http/error-response";
import { requestLocale } from "@/server/http/request-locale";
import { withRowMessages } from "@/server/import/row-messages";
import { NO_STORE } from "@/server/http/responses";

/** POST /api/admin/import/preview {rows: [{row, values}]}: per row, create / update / unchanged, or its errors. Writes nothing. */
export const POST = withAdmin(
  async ({ body, req }) => {
    const say = await errorSayer(requestLocale(req));
    const response: ImportPreviewResponse = {
      rows: withRowMessages((await planImportRows(body.rows)).map(toPreview), say),
    };
    return Response.json(response, { headers: NO_STORE });
  },
  { body: importBatchSchema(IMPORT_PREVIEW_BATCH), maxBodyBytes: IMPORT_MAX_BODY_BYTES },
);
