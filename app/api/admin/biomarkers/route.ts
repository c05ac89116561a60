import { biomarkerInput } from "@/lib/biomarkers/catalogue";
import { listBiomarkers, saveBiomarker } from "@/server/biomarkers";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";

/** GET /api/admin/biomarkers: the whole catalogue, in its order. */
export const GET = withAdmin(async () => Response.json(await listBiomarkers(), { headers: NO_STORE }));

/** POST /api/admin/biomarkers: saves a marker (the same slug again edits it), audit-logged. */
export const POST = withAdmin(
  async ({ body, ip }) => Response.json(await saveBiomarker(body, { ip }), { headers: NO_STORE }),
  { body: biomarkerInput, maxBodyBytes: 8_192 },
);
