import "server-only";
import { isSubscriptionCategory, type SubscriptionCategory } from "@/lib/alerts/subscription-options";
import { db } from "@/server/db/client";
import type { EmailLinkOutcome } from "@/server/http/email-link-route";
import { maskEmail } from "@/server/newsletter";
import { followMovedCopies } from "./moved-copies";
import { dropPendingAlerts } from "./queue";
import { verifyAlertLinkToken, type AlertLinkAction } from "./tokens";

/** What an emailed link is about, for its confirmation page; never the full address (links get forwarded). */
type AlertLinkTarget = {
  placeName: string;
  categories: SubscriptionCategory[];
  active: boolean;
  maskedEmail: string;
};

/** The subscription behind a pause or unsubscribe link, or null (bad signature, wrong action, deleted). Not cached. */
export async function findAlertLinkTarget(token: unknown, action: AlertLinkAction): Promise<AlertLinkTarget | null> {
  const id = verifyAlertLinkToken(token, action);
  if (!id) return null;
  const row = await db.subscription.findUnique({
    where: { id },
    select: { location: true, placeName: true, categories: true, active: true, user: { select: { email: true } } },
  });
  if (!row) return null;
  return {
    placeName: row.placeName ?? row.location,
    categories: row.categories.filter(isSubscriptionCategory),
    active: row.active,
    maskedEmail: maskEmail(row.user.email),
  };
}

/** Pauses the subscription a link was signed for. Idempotent; alerts not yet taken by an email are dropped. */
export async function pauseByLink(token: unknown): Promise<EmailLinkOutcome> {
  const id = verifyAlertLinkToken(token, "pause");
  if (!id) return { ok: false };
  return db.$transaction(async (tx) => {
    const exists = await tx.subscription.findUnique({ where: { id }, select: { id: true } });
    if (!exists) return { ok: false };
    const { count } = await tx.subscription.updateMany({ where: { id, active: true }, data: { active: false } });
    await dropPendingAlerts(tx, id);
    await followMovedCopies(tx, id, { active: false });
    return { ok: true, changed: count === 1 };
  });
}

/** Deletes the subscription a link was signed for. A second use finds nothing: still a success, nothing changed. */
export async function unsubscribeByLink(token: unknown): Promise<EmailLinkOutcome> {
  const id = verifyAlertLinkToken(token, "unsubscribe");
  if (!id) return { ok: false };
  const count = await db.$transaction(async (tx) => {
    const deleted = await tx.subscription.deleteMany({ where: { id } });
    await followMovedCopies(tx, id, "deleted");
    return deleted.count;
  });
  return { ok: true, changed: count === 1 };
}
