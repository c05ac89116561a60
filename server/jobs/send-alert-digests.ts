import "server-only";
import { DIRECTORY_CATEGORIES, listingPath, type ListingKind } from "@/lib/directory/kinds";
import { ALERT_DIGEST_TEMPLATE, alertDigestEmail } from "@/lib/email/templates/alert-digest";
import { emailCopy } from "@/lib/email/templates/email-copy";
import { DEFAULT_LOCALE, isLocale, localePath } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import {
  isSubscriptionCategory,
  SUBSCRIPTION_CATEGORIES,
  type SubscriptionCategory,
} from "@/lib/alerts/subscription-options";
import { absoluteUrl } from "@/lib/site";
import { db } from "@/server/db/client";
import { Prisma, type PrismaClient } from "@/server/db/generated/client";
import { sendEmail, type SendEmailResult } from "@/server/email";
import { logger } from "@/server/log/logger";
import { ALERT_RADIUS_KM, alertLinkToken } from "@/server/alerts";
import type { DueSubscription } from "./select";

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

/** Subscriptions read (with their waiting alerts) per query: keyset-paged by id, so each batch is one query. */
const DIGEST_BATCH_SIZE = 50;

type Options = {
  now?: Date;
  limit?: number;
  batchSize?: number;
  /** What reads the due subscriptions: the app's client; a test passes one that counts its queries. */
  reader?: Pick<PrismaClient, "$queryRaw">;
};

/** Digests are counted per UTC calendar day: a daily scheduler a few seconds early still finds the next day. */
const utcDay = (now: Date) => now.toISOString().slice(0, 10);
const startOfUtcDay = (now: Date) => new Date(`${utcDay(now)}T00:00:00.000Z`);

/**
 * The one definition of a queue row no email has taken (of "AlertQueueItem" aliased `a`): never assigned, or
 * assigned to an email that failed or was abandoned.
 */
function pendingAlert(now: Date): Prisma.Sql {
  const abandonedBefore = new Date(now.getTime() - ABANDONED_AFTER_MS);
  return Prisma.sql`(a."sentAt" IS NULL AND (a."emailId" IS NULL OR EXISTS (
    SELECT 1 FROM "OutboundEmail" e WHERE e."id" = a."emailId"
      AND (e."status" = 'failed' OR (e."status" = 'queued' AND e."createdAt" < ${abandonedBefore})))))`;
}

/** Another run took these alerts between reading and recording them: this run leaves the subscription alone. */
class AlertsTaken extends Error {}

type DueListing = { name: string; kind: ListingKind; slug: string; city: string | null; country: string | null };

/** A subscription with alerts waiting and no digest yet today, and the waiting alerts its categories watch. */
type DueDigest = {
  subscription: DueSubscription;
  categories: SubscriptionCategory[];
  alerts: { id: string; listing: DueListing }[];
};

type DueRow = Omit<DueSubscription, "user"> & { email: string; locale: string; alertId: string | null } & {
  [K in keyof DueListing]: DueListing[K] | null;
};

/** The kind each category a subscription can watch lists: the query matches alerts to a subscription's categories. */
const CATEGORY_KINDS = SUBSCRIPTION_CATEGORIES.map((category) => [category, DIRECTORY_CATEGORIES[category]] as const);

/**
 * One batch of due digests in one query: active subscriptions of confirmed addresses after `afterId`, with a
 * published listing's alert waiting and no digest yet on this UTC day, each with its oldest waiting alerts in the
 * categories it watches (none: it is still counted, and sends nothing). A subscription moved into saved searches is
 * never due: the saved-search job sends those instead, so it is sent once, by one of the two.
 */
async function dueDigests(
  reader: NonNullable<Options["reader"]>,
  now: Date,
  afterId: string,
  size: number,
): Promise<DueDigest[]> {
  const pending = pendingAlert(now);
  const rows = await reader.$queryRaw<DueRow[]>`
    WITH due AS (
      SELECT s."id", s."location", s."placeName", s."placeCity", s."categories", u."email", u."locale"
      FROM "Subscription" s JOIN "User" u ON u."id" = s."userId"
      WHERE s."active" AND u."emailVerified" IS NOT NULL AND s."id" > ${afterId}
        AND (s."lastNotifiedAt" IS NULL OR s."lastNotifiedAt" < ${startOfUtcDay(now)})
        -- A country alert's copy cannot run (the directory searches near a city, not a country): it stays here.
        AND (s."placeCity" IS NULL OR NOT EXISTS (SELECT 1 FROM "SavedSearch" moved WHERE moved."subscriptionId" = s."id"))
        AND EXISTS (
          SELECT 1 FROM "AlertQueueItem" a JOIN "Listing" l ON l."id" = a."listingId"
          WHERE a."subscriptionId" = s."id" AND l."status" = 'published' AND ${pending})
      ORDER BY s."id"
      LIMIT ${size}
    )
    SELECT due.*, w."alertId", w."name", w."kind", w."slug", w."city", w."country"
    FROM due LEFT JOIN LATERAL (
      SELECT a."id" AS "alertId", a."createdAt" AS "queuedAt", l."name", l."kind"::text AS "kind", l."slug",
        l."city", l."country"
      FROM "AlertQueueItem" a JOIN "Listing" l ON l."id" = a."listingId"
      WHERE a."subscriptionId" = due."id" AND l."status" = 'published' AND ${pending}
        AND l."kind"::text IN (
          SELECT m."kind"
          FROM unnest(
            ${CATEGORY_KINDS.map(([category]) => category)}::text[],
            ${CATEGORY_KINDS.map(([, kind]) => kind)}::text[]
          ) AS m("category", "kind")
          WHERE m."category" = ANY(due."categories"))
      ORDER BY a."createdAt", a."id"
      LIMIT ${MAX_LISTINGS_PER_DIGEST}
    ) w ON true
    ORDER BY due."id", w."queuedAt", w."alertId"`;
  const digests = new Map<string, DueDigest>();
  for (const { email, locale, alertId, name, kind, slug, city, country, ...subscription } of rows) {
    let digest = digests.get(subscription.id);
    if (!digest) {
      digest = {
        subscription: { ...subscription, user: { email, locale } },
        categories: subscription.categories.filter(isSubscriptionCategory),
        alerts: [],
      };
      digests.set(subscription.id, digest);
    }
    if (alertId && name && kind && slug)
      digest.alerts.push({ id: alertId, listing: { name, kind, slug, city, country } });
  }
  return [...digests.values()];
}

async function sendDigest(
  { subscription, categories, alerts }: DueDigest,
  now: Date,
): Promise<SendEmailResult["status"] | "empty"> {
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
          const count = await tx.$executeRaw`
            UPDATE "AlertQueueItem" a SET "emailId" = ${emailId}
            WHERE a."id" = ANY(${alertIds}::text[]) AND (a."emailId" = ${emailId} OR ${pendingAlert(now)})`;
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
  batchSize = DIGEST_BATCH_SIZE,
  reader = db,
}: Options = {}): Promise<DigestRunSummary> {
  const summary: DigestRunSummary = { considered: 0, sent: 0, duplicate: 0, failed: 0 };
  let afterId = "";
  while (summary.considered < limit) {
    const size = Math.min(batchSize, limit - summary.considered);
    const batch = await dueDigests(reader, now, afterId, size);
    for (const digest of batch) {
      summary.considered++;
      let status: Awaited<ReturnType<typeof sendDigest>>;
      try {
        status = await sendDigest(digest, now);
      } catch (error) {
        // One subscription's trouble (a database hiccup) must not hold back everyone else's digest.
        logger.error({ subscriptionId: digest.subscription.id, err: error }, "alert digest failed");
        status = "failed";
      }
      if (status === "sent" || status === "written") summary.sent++;
      else if (status === "failed") summary.failed++;
      else if (status === "duplicate") summary.duplicate++;
    }
    if (batch.length < size) break;
    afterId = batch.at(-1)!.subscription.id;
  }
  return summary;
}
