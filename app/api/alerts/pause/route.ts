import { alertLinkRoute } from "@/server/member/alerts/link-route";
import { pauseByLink } from "@/server/member/alerts/links";

/** POST /api/alerts/pause?token=…: the pause link of an alert email, confirmed on /alerts/pause. */
export const POST = alertLinkRoute("pause", pauseByLink);
