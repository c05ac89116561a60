import { emailLinkRoute } from "@/server/http/email-link-route";
import { confirmSavedSearch } from "@/server/saved-searches";

/** POST /api/saved-searches/confirm?token=…: the confirm link of a saved search's email (RFC 8058 one-click for unsubscribe). */
export const POST = emailLinkRoute({
  act: (token) => confirmSavedSearch(token),
  page: "/saved-searches/confirm",
  done: { status: "confirmed", message: "Your saved search is confirmed" },
  rateLimit: "alertLinks",
});
