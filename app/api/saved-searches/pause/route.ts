import { emailLinkRoute } from "@/server/http/email-link-route";
import { pauseSavedSearchByToken } from "@/server/saved-searches";

/** POST /api/saved-searches/pause?token=…: the pause link of a saved search's email (RFC 8058 one-click for unsubscribe). */
export const POST = emailLinkRoute({
  act: (token) => pauseSavedSearchByToken(token),
  page: "/saved-searches/pause",
  done: { status: "paused", message: "This saved search is paused" },
  rateLimit: "alertLinks",
});
