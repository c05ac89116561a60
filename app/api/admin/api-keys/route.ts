import { apiKeyCreateSchema } from "@/lib/api/api-key-schema";
import { createApiKey, listApiKeys } from "@/server/api";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";

const ADMIN = { userId: null };

/** GET /api/admin/api-keys: the admin's own API keys (never the keys themselves). */
export const GET = withAdmin(async () => Response.json(await listApiKeys(ADMIN), { headers: NO_STORE }));

/** POST /api/admin/api-keys {name}: a new admin key, in the answer once and never again. */
export const POST = withAdmin(
  async ({ body, ip }) => Response.json(await createApiKey(ADMIN, body.name, ip), { status: 201, headers: NO_STORE }),
  { body: apiKeyCreateSchema },
);
