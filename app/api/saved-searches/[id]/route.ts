import { NO_STORE } from "@/server/http/responses";
import { withUser } from "@/server/http/member-route";
import { updateSavedSearchSchema } from "@/lib/saved-searches/saved-search-schema";
import { deleteSavedSearch, updateSavedSearch } from "@/server/saved-searches";

/**
 * PUT /api/saved-searches/{id} {name?, frequency?, active?, view?, query?}: the updated saved search; 404 unless it
 * is the member's own. Criteria the directory would refuse are a 400 naming the query's field.
 */
export const PUT = withUser(
  async ({ user, params, body }) =>
    Response.json(await updateSavedSearch(user.id, params.id ?? "", body), { headers: NO_STORE }),
  { rateLimit: "subscriptions", body: updateSavedSearchSchema, maxBodyBytes: 4096 },
);

/** DELETE /api/saved-searches/{id}: 404 unless it is the member's own. */
export const DELETE = withUser(
  async ({ user, params }) => {
    const id = params.id ?? "";
    await deleteSavedSearch(user.id, id);
    return Response.json({ id, deleted: true }, { headers: NO_STORE });
  },
  { rateLimit: "subscriptions" },
);
