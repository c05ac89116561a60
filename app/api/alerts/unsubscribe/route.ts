import { alertLinkRoute } from "@/server/member/alerts/link-route";
import { unsubscribeByLink } from "@/server/member/alerts/links";

/** POST /api/alerts/unsubscribe?token=…: RFC 8058 one-click (List-Unsubscribe-Post) and the /alerts/unsubscribe button. */
export const POST = alertLinkRoute("unsubscribe", unsubscribeByLink);
