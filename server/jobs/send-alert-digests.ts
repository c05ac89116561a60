import "server-only";
import { DIRECTORY_CATEGORIES, listingPath } from "@/lib/directory/kinds";
import { ALERT_DIGEST_TEMPLATE, alertDigestEmail } from "@/lib/email/templates/alert-digest";
import { emailCopy } from "@/lib/email/templates/email-copy";
import { DEFAULT_LOCALE, isLocale, localePath } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { isSubscriptionCategory } from "@/lib/member/subscription-options";
import { absoluteUrl } from "@/lib/site";
import { db } from "@/server/db/client";
import type { Prisma } from "@/server/db/generated/client";
import { sendEmail, type SendEmailResult } from "@/server/email/send-email";
import { logger } from "@/server/log/logger";
import { ALERT_RADIUS_KM } from "@/server/member/alerts/match";
import { alertLinkToken } from "@/server/member/alerts/tokens";
import { dueSubscriptionSelect, type DueSubscription } from "./select";

/** Listings per digest; the rest wait for the next day's. */
export const MAX_LISTINGS_PER_DIGEST = 50;
/** Digests per run, so one run fits a serverless time limit; an hourly scheduler's next run picks up the rest. */
export const MAX_DIGESTS_PER_RUN = 200;
/** An email recorded but neither sent nor failed for this long was abandoned (a crashed run): its alerts are free again. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

export type DigestRunSummary = {
  /** Subscriptions that had alerts waiting and no digest yet today. */
  considered: number;
  /** Digests delivered over SMTP or written to the outbox folder. */
  sent: number;
  /** Already sent today under the same key, or taken by a concurrent run. */
  duplicate: number;
  failed: number;
};

type Options = { now?: Date; limit?: number };

/** Digests are counted per UTC calendar day: a daily scheduler a few seconds early still finds the next day. */
const utcDay = (now: Date) => now.toISOString().slice(0, 10);
const startOfUtcDay = (now: Date) => new Date(`${utcDay(now)}T00:00:00.000Z`);

/** Queue rows no email has taken: never assigned, or assigned to an email that failed or was abandoned. */
function pendingAlerts(now: Date): Prisma.AlertQueueItemWhereInput {
  return {
    sentAt: null,
    OR: [
      { emailId: null },
      { email: { status: "failed" } },
      { email: { status: "queued", createdAt: { lt: new Date(now.getTime() - ABANDONED_AFTER_MS) } } },
    ],
  };
}

/** Another run took these alerts between reading and recording them: this run leaves the subscription alone. */
class AlertsTaken extends Error {}

/** Active subscriptions of confirmed addresses with alerts waiting and no digest yet on this UTC day. */
function dueSubscriptions(now: Date, limit: number): Promise<DueSubscription[]> {
  return db.subscription.findMany({
    where: {
      active: true,
      user: { emailVerified: { not: null } },
      OR: [{ lastNotifiedAt: null }, { lastNotifiedAt: { lt: startOfUtcDay(now) } }],
      alerts: { some: { ...pendingAlerts(now), listing: { status: "published" } } },
    },
    select: dueSubscriptionSelect,
    orderBy: { id: "asc" },
    take: limit,
  });
}

async function sendDigest(subscription: DueSubscription, now: Date): Promise<SendEmailResult["status"] | "empty"> {
  const categories = subscription.categories.filter(isSubscriptionCategory);
  const alerts = await db.alertQueueItem.findMany({
    where: {
      subscriptionId: subscription.id,
      ...pendingAlerts(now),
      listing: { status: "published", kind: { in: categories.map((c) => DIRECTORY_CATEGORIES[c]) } },
    },
    select: { id: true, listing: { select: { name: true, kind: true, slug: true, city: true, country: true } } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: MAX_LISTINGS_PER_DIGEST,
  });
  if (alerts.length === 0) return "empty";
  const alertIds = alerts.map((alert) => alert.id);
  const unsubscribeToken = alertLinkToken(subscription.id, "unsubscribe");
  const locale = isLocale(subscription.user.locale) ? subscription.user.locale : DEFAULT_LOCALE;
  const [copy, kinds, categoryNames] = await Promise.all([
    emailCopy(locale),
    translator(locale, "kinds.kinds"),
    translator(locale, "kinds.categories"),
  ]);
  const email = alertDigestEmail(copy, {
    placeName: subscription.placeName ?? subscription.location,
    placeType: subscription.placeCity ? "city" : "country",
    radiusKm: ALERT_RADIUS_KM,
    categories: categories.map((category) => categoryNames(category)),
    listings: alerts.map(({ listing }) => ({
      name: listing.name,
      kindLabel: kinds(listing.kind),
      place: [listing.city, listing.country].filter(Boolean).join(", ") || null,
      url: absoluteUrl(localePath(locale, listingPath(listing))),
    })),
    pauseUrl: absoluteUrl(`/alerts/pause?token=${alertLinkToken(subscription.id, "pause")}`),
    unsubscribeUrl: absoluteUrl(`/alerts/unsubscribe?token=${unsubscribeToken}`),
    oneClickUnsubscribeUrl: absoluteUrl(`/api/alerts/unsubscribe?token=${unsubscribeToken}`),
    manageUrl: absoluteUrl("/profile?tab=subscriptions"),
  });

  try {
    const result = await sendEmail(
      {
        ...email,
        to: subscription.user.email,
        template: ALERT_DIGEST_TEMPLATE,
        dedupeKey: `alert-digest:${subscription.id}:${utcDay(now)}`,
      },
      {
        // The email's row and its claim on these alerts commit together; a paused subscription takes nothing.
        async onRecorded(tx, emailId) {
          const stillActive = await tx.subscription.count({
            where: { id: subscription.id, active: true, user: { emailVerified: { not: null } } },
          });
          if (stillActive === 0) throw new AlertsTaken();
          const { count } = await tx.alertQueueItem.updateMany({
            where: { id: { in: alertIds }, OR: [{ emailId }, pendingAlerts(now)] },
            data: { emailId },
          });
          if (count !== alertIds.length) throw new AlertsTaken();
        },
        // Marked sent in the transaction that records the message id: nothing is sent twice.
        async onSent(tx, emailId) {
          await tx.alertQueueItem.updateMany({ where: { emailId, sentAt: null }, data: { sentAt: now } });
          await tx.subscription.updateMany({ where: { id: subscription.id }, data: { lastNotifiedAt: now } });
        },
      },
    );
    return result.status;
  } catch (error) {
    if (error instanceof AlertsTaken) return "duplicate";
    throw error;
  }
}

/**
 * Sends each subscription with waiting alerts its digest: at most one per subscription per UTC day (the dedupe key
 * holds the day), only to active subscriptions of confirmed addresses. Safe to run twice or concurrently: an email is
 * recorded under a unique key together with its claim on the alerts, and the alerts are marked sent in the
 * transaction that records its message id. Called by the cron route and `npm run jobs:alerts`.
 */
export async function sendAlertDigests({
  now = new Date(),
  limit = MAX_DIGESTS_PER_RUN,
}: Options = {}): Promise<DigestRunSummary> {
  const summary: DigestRunSummary = { considered: 0, sent: 0, duplicate: 0, failed: 0 };
  for (const subscription of await dueSubscriptions(now, limit)) {
    summary.considered++;
    let status: Awaited<ReturnType<typeof sendDigest>>;
    try {
      status = await sendDigest(subscription, now);
    } catch (error) {
      // One subscription's trouble (a database hiccup) must not hold back everyone else's digest.
      logger.error({ subscriptionId: subscription.id, err: error }, "alert digest failed");
      status = "failed";
    }
    if (status === "sent" || status === "written") summary.sent++;
    else if (status === "failed") summary.failed++;
    else if (status === "duplicate") summary.duplicate++;
  }
  return summary;
}
