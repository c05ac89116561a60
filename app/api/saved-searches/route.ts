import { NO_STORE } from "@/server/http/responses";
import { withUser } from "@/server/http/member-route";
import { createSavedSearchSchema } from "@/lib/saved-searches/saved-search-schema";
import { createMemberSavedSearch, listSavedSearches } from "@/server/saved-searches";

/** GET /api/saved-searches: the member's own saved searches, newest first. */
export const GET = withUser(
  async ({ user }) => Response.json(await listSavedSearches(user.id), { headers: NO_STORE }),
  { rateLimit: "subscriptions" },
);

/** POST /api/saved-searches {view, query, name, frequency}: 201 with the saved search; 400 names a filter the page refuses. */
export const POST = withUser(
  async ({ user, body }) =>
    Response.json(await createMemberSavedSearch(user.id, body, user.locale), { status: 201, headers: NO_STORE }),
  { rateLimit: "subscriptions", body: createSavedSearchSchema, maxBodyBytes: 4096 },
);
