import { warmPlaceIndex } from "@/server/geo/resolve-place";
import { NO_STORE } from "@/server/http/responses";
import { withUser } from "@/server/http/member-route";
import { createSubscription } from "@/server/alerts/subscriptions/mutations";
import { listSubscriptions } from "@/server/alerts/subscriptions/queries";
import { createSubscriptionSchema } from "@/server/alerts/subscriptions/schema";

/** GET /api/subscriptions: the member's own subscriptions, newest first. */
export const GET = withUser(
  async ({ user }) => {
    // The create form is open: load the gazetteer (seconds, once per process) now rather than on its first submit.
    void warmPlaceIndex().catch(() => {});
    return Response.json(await listSubscriptions(user.id), { headers: NO_STORE });
  },
  { rateLimit: "subscriptions" },
);

/** POST /api/subscriptions {location, categories[], active?}: 201 with the subscription, or 400 with place suggestions. */
export const POST = withUser(
  async ({ user, body }) => {
    return Response.json(await createSubscription(user.id, body, user.locale), { status: 201, headers: NO_STORE });
  },
  { rateLimit: "subscriptions", body: createSubscriptionSchema, maxBodyBytes: 2048 },
);
