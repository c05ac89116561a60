import { emailLinkRoute } from "@/server/http/email-link-route";
import { unsubscribeSavedSearchByToken } from "@/server/saved-searches";

/** POST /api/saved-searches/unsubscribe?token=…: the unsubscribe link of a saved search's email (RFC 8058 one-click for unsubscribe). */
export const POST = emailLinkRoute({
  act: (token) => unsubscribeSavedSearchByToken(token),
  page: "/saved-searches/unsubscribe",
  done: { status: "unsubscribed", message: "You've been unsubscribed from this saved search" },
  rateLimit: "alertLinks",
});
