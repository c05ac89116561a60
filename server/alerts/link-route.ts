import "server-only";
import { emailLinkRoute, type EmailLinkOutcome } from "@/server/http/email-link-route";
import type { AlertLinkAction } from "./tokens";

const DONE: Record<AlertLinkAction, { status: string; message: string }> = {
  pause: { status: "paused", message: "These alerts are paused" },
  unsubscribe: { status: "unsubscribed", message: "You've been unsubscribed from these alerts" },
};

/** POST handler of an alert email's pause or unsubscribe link, confirmed on /alerts/{action}. */
export function alertLinkRoute(action: AlertLinkAction, act: (token: string) => Promise<EmailLinkOutcome>) {
  return emailLinkRoute({ act, page: `/alerts/${action}`, done: DONE[action], rateLimit: "alertLinks" });
}
