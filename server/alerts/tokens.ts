import "server-only";
import { signId, verifySignedId } from "@/server/http/signed-id";

/** What an emailed link may do to one subscription; a token signed for one action is refused for the other. */
export type AlertLinkAction = "pause" | "unsubscribe";

const purpose = (action: AlertLinkAction) => `alert-link:v1:${action}`;

/** `<subscription id>.<HMAC>`: valid as long as the subscription exists, like every List-Unsubscribe URL sent. */
export function alertLinkToken(subscriptionId: string, action: AlertLinkAction): string {
  return signId(purpose(action), subscriptionId);
}

/** The subscription id a token was signed for with this action, or null (malformed, tampered, other action). */
export function verifyAlertLinkToken(token: unknown, action: AlertLinkAction): string | null {
  return verifySignedId(purpose(action), token);
}
