import { addComparisonPick, comparisonPickSchema, listComparisonPicks } from "@/server/comparisons/picks";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";

/** GET /api/admin/comparisons: the admin's picks and the comparisons visitors made indexable. */
export const GET = withAdmin(async () => Response.json(await listComparisonPicks(), { headers: NO_STORE }));

/** POST /api/admin/comparisons {url}: makes that comparison indexable and lists it in the sitemap. */
export const POST = withAdmin(
  async ({ body, ip }) => Response.json(await addComparisonPick(body.url, { ip }), { headers: NO_STORE }),
  { body: comparisonPickSchema, maxBodyBytes: 4_096 },
);
