import { evidenceInput } from "@/lib/listings/evidence";
import { listEvidenceEntries, saveEvidenceEntry } from "@/server/evidence";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";

/** GET /api/admin/evidence: every evidence entry. */
export const GET = withAdmin(async () => Response.json(await listEvidenceEntries(), { headers: NO_STORE }));

/** POST /api/admin/evidence: saves an entry (the same ingredient × outcome again edits it), dated today, audit-logged. */
export const POST = withAdmin(
  async ({ body, ip }) =>
    Response.json(await saveEvidenceEntry(body, { ip, today: new Date().toISOString().slice(0, 10) }), {
      headers: NO_STORE,
    }),
  { body: evidenceInput, maxBodyBytes: 16_384 },
);
