import { alertLinkRoute } from "@/server/alerts/link-route";
import { unsubscribeByLink } from "@/server/alerts/links";

/** POST /api/alerts/unsubscribe?token=…: RFC 8058 one-click (List-Unsubscribe-Post) and the /alerts/unsubscribe button. */
export const POST = alertLinkRoute("unsubscribe", unsubscribeByLink);
