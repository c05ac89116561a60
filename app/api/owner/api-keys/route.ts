import { apiKeyCreateSchema } from "@/lib/api/api-key-schema";
import { createApiKey, listApiKeys, requireKeyHolder } from "@/server/api";
import { withUser } from "@/server/http/member-route";
import { NO_STORE } from "@/server/http/responses";

/** GET /api/owner/api-keys: the owner's API keys (never the keys themselves). */
export const GET = withUser(
  async ({ user }) => Response.json(await listApiKeys(await requireKeyHolder(user.id)), { headers: NO_STORE }),
  { rateLimit: "ownerReads" },
);

/** POST /api/owner/api-keys {name}: a new key for the public API, in the answer once and never again. */
export const POST = withUser(
  async ({ user, body, ip }) =>
    Response.json(await createApiKey(await requireKeyHolder(user.id), body.name, ip), {
      status: 201,
      headers: NO_STORE,
    }),
  { rateLimit: "ownerWrites", body: apiKeyCreateSchema },
);
