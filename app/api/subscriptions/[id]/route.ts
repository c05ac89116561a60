import { NO_STORE } from "@/server/http/responses";
import { withUser } from "@/server/http/member-route";
import { deleteSubscription, updateSubscription } from "@/server/alerts/subscriptions/mutations";
import { updateSubscriptionSchema } from "@/server/alerts/subscriptions/schema";

/** PUT /api/subscriptions/{id} {active} or {location?, categories?, active?}: the updated subscription; 404 unless it is the member's own. */
export const PUT = withUser(
  async ({ user, params, body }) => {
    return Response.json(await updateSubscription(user.id, params.id ?? "", body, user.locale), { headers: NO_STORE });
  },
  { rateLimit: "subscriptions", body: updateSubscriptionSchema, maxBodyBytes: 2048 },
);

/** DELETE /api/subscriptions/{id}: 404 unless it is the member's own. */
export const DELETE = withUser(
  async ({ user, params }) => {
    const id = params.id ?? "";
    await deleteSubscription(user.id, id);
    return Response.json({ id, deleted: true }, { headers: NO_STORE });
  },
  { rateLimit: "subscriptions" },
);
