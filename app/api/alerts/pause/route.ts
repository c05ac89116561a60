import { alertLinkRoute } from "@/server/alerts/link-route";
import { pauseByLink } from "@/server/alerts/links";

/** POST /api/alerts/pause?token=…: the pause link of an alert email, confirmed on /alerts/pause. */
export const POST = alertLinkRoute("pause", pauseByLink);
