import "server-only";
import { OWNER_REMINDER_TEMPLATE, ownerEmailCopy, ownerReminderEmail } from "@/lib/email/templates/owner";
import { absoluteUrl } from "@/lib/site";
import { db } from "@/server/db/client";
import type { Prisma } from "@/server/db/generated/client";
import { sendEmail } from "@/server/email";
import { logger } from "@/server/log/logger";
import { reminderLinkToken } from "@/server/owners";
import { localePath } from "@/lib/i18n/locales";

/** Owners are asked to confirm their listing's facts when nobody has for this long. */
const OWNER_REMINDER_MONTHS = 6;
/** Reminders per run, so one run fits a serverless time limit; the next daily run picks up the rest. */
const MAX_REMINDERS_PER_RUN = 200;
const PAGE_SIZE = 500;

export type ReminderRunSummary = { considered: number; sent: number; duplicate: number; failed: number };

/** The half-year a reminder belongs to ('2026-H2'): at most one per owner and listing in each, however often it runs. */
export function reminderPeriod(now: Date): string {
  return `${now.getUTCFullYear()}-H${now.getUTCMonth() < 6 ? 1 : 2}`;
}

function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

const reminderKey = (ownerId: string, now: Date) => `owner-reminder:${ownerId}:${reminderPeriod(now)}`;

/**
 * Owners to remind: owning the listing for six months, with a confirmed address, of a published listing whose facts
 * nobody confirmed in the last six months (an owner who just clicked "Everything is still correct" is not asked).
 */
function dueOwners(now: Date): Prisma.ListingOwnerWhereInput {
  const cutoff = monthsBefore(now, OWNER_REMINDER_MONTHS);
  return {
    verifiedAt: { lte: cutoff },
    user: { emailVerified: { not: null } },
    listing: { status: "published", OR: [{ lastVerifiedAt: null }, { lastVerifiedAt: { lte: cutoff } }] },
  };
}

const reminderOwnerSelect = {
  id: true,
  listing: { select: { name: true } },
  user: { select: { email: true, locale: true } },
} satisfies Prisma.ListingOwnerSelect;

type ReminderOwner = Prisma.ListingOwnerGetPayload<{ select: typeof reminderOwnerSelect }>;

async function sendReminder(owner: ReminderOwner, now: Date) {
  const token = reminderLinkToken(owner.id);
  const copy = await ownerEmailCopy(owner.user.locale);
  const email = ownerReminderEmail(copy, {
    listingName: owner.listing.name,
    confirmUrl: absoluteUrl(localePath(copy.locale, `/owner/confirm?token=${token}`)),
    dashboardUrl: absoluteUrl(localePath(copy.locale, "/owner")),
  });
  const result = await sendEmail({
    ...email,
    to: owner.user.email,
    template: OWNER_REMINDER_TEMPLATE,
    dedupeKey: reminderKey(owner.id, now),
  });
  return result.status;
}

/**
 * Emails every due owner (see dueOwners) a reminder with a signed one-click "still correct" link: once per owner and
 * listing per half-year. Safe to run twice or concurrently: each email is recorded under a unique key holding the
 * half-year before it is sent. Called by the cron route and `npm run jobs:owner-reminders`.
 */
export async function sendOwnerReminders({
  now = new Date(),
  limit = MAX_REMINDERS_PER_RUN,
}: { now?: Date; limit?: number } = {}): Promise<ReminderRunSummary> {
  const summary: ReminderRunSummary = { considered: 0, sent: 0, duplicate: 0, failed: 0 };
  let cursor: string | undefined;
  while (summary.considered < limit) {
    const page = await db.listingOwner.findMany({
      where: { AND: [dueOwners(now), cursor ? { id: { gt: cursor } } : {}] },
      select: reminderOwnerSelect,
      orderBy: { id: "asc" },
      take: PAGE_SIZE,
    });
    if (!page.length) break;
    cursor = page.at(-1)?.id;
    // Skip, without an insert each, the owners already reminded this half-year.
    const sent = await db.outboundEmail.findMany({
      where: { dedupeKey: { in: page.map((owner) => reminderKey(owner.id, now)) } },
      select: { dedupeKey: true },
    });
    const done = new Set(sent.map((row) => row.dedupeKey));
    for (const owner of page) {
      if (summary.considered >= limit) break;
      if (done.has(reminderKey(owner.id, now))) continue;
      summary.considered++;
      let status: Awaited<ReturnType<typeof sendReminder>>;
      try {
        status = await sendReminder(owner, now);
      } catch (error) {
        logger.error({ ownerId: owner.id, err: error }, "owner reminder failed");
        status = "failed";
      }
      if (status === "sent" || status === "written") summary.sent++;
      else if (status === "failed") summary.failed++;
      else summary.duplicate++;
    }
  }
  return summary;
}
