import "server-only";
import { REPORT_OUTCOME_TEMPLATE, reportOutcomeEmail, ownerEmailCopy } from "@/lib/email/templates/owner";
import { AppError, fieldError } from "@/lib/http/app-error";
import { ADMIN_ACTION_ERRORS } from "@/lib/owners/owner-errors";

const refusal = (name: keyof typeof ADMIN_ACTION_ERRORS) => ({ code: ADMIN_ACTION_ERRORS[name], params: {} });
import type { ReportAction, ReportActionInput } from "@/lib/owners/admin-schema";
import { recordAudit } from "@/server/audit";
import { findListingByRef } from "@/server/owners";
import { revalidateListingChange, type ListingChange } from "@/server/cache/revalidate";
import { db } from "@/server/db/client";
import type { Prisma } from "@/server/db/generated/client";
import { sendEmail } from "@/server/email";
import { logger } from "@/server/log/logger";
import { refreshListingRating } from "@/server/reviews";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";

type Tx = Prisma.TransactionClient;
type Options = { ip?: string | null; now?: Date };
type Source = { id: string; slug: string; name: string; status: string };

async function unpublish(tx: Tx, listing: Source, reportId: string, ip: string | null | undefined): Promise<void> {
  const { count } = await tx.listing.updateMany({
    where: { id: listing.id, status: "published" },
    data: { status: "draft" },
  });
  if (count)
    await recordAudit(tx, {
      action: "listing.unpublish",
      entityType: "listing",
      entityId: listing.id,
      before: { status: "published" },
      after: { status: "draft", report: reportId },
      ip,
    });
}

/**
 * One listing becomes part of another: its favorites, its reviews (where the member has not reviewed the other), and
 * its owners move over; it is unpublished and its URL redirects to the other from now on.
 */
async function merge(
  tx: Tx,
  source: Source,
  target: { id: string; slug: string },
  reportId: string,
  ip: string | null | undefined,
): Promise<void> {
  const favorites = await tx.favorite.findMany({
    where: { listingId: source.id },
    select: { userId: true, createdAt: true },
  });
  await tx.favorite.createMany({
    data: favorites.map((row) => ({ ...row, listingId: target.id })),
    skipDuplicates: true,
  });
  await tx.favorite.deleteMany({ where: { listingId: source.id } });
  await tx.$executeRaw`
    UPDATE "Review" SET "listingId" = ${target.id}
    WHERE "listingId" = ${source.id} AND "userId" NOT IN (SELECT "userId" FROM "Review" WHERE "listingId" = ${target.id})`;
  const owners = await tx.listingOwner.findMany({
    where: { listingId: source.id },
    select: { userId: true, method: true, verifiedAt: true },
  });
  await tx.listingOwner.createMany({
    data: owners.map((row) => ({ ...row, listingId: target.id })),
    skipDuplicates: true,
  });
  await tx.listingOwner.deleteMany({ where: { listingId: source.id } });
  await tx.listing.update({ where: { id: source.id }, data: { status: "draft", mergedIntoId: target.id } });
  await refreshListingRating(tx, source.id);
  await refreshListingRating(tx, target.id);
  await recordAudit(tx, {
    action: "listing.merge",
    entityType: "listing",
    entityId: source.id,
    before: { status: source.status },
    after: {
      status: "draft",
      mergedInto: target.id,
      report: reportId,
      favorites: favorites.length,
      owners: owners.length,
    },
    ip,
  });
}

async function mergeTarget(ref: string, source: Source) {
  const target = await findListingByRef(ref);
  const problem = !target
    ? "noListing"
    : target.id === source.id
      ? "mergeSelf"
      : target.status !== "published"
        ? "mergeUnpublished"
        : null;
  if (problem || !target) throw fieldError("bad_request", "mergeInto", refusal(problem ?? "noListing"));
  return target;
}

/**
 * Reporters who left an address hear what became of it once, in the language they reported in (English for reports
 * kept before languages were); their addresses are then deleted.
 */
async function tellReporters(
  reports: { id: string; emails: string[]; emailLocales: string[] }[],
  listingName: string,
  action: ReportAction,
): Promise<void> {
  for (const report of reports) {
    for (const [index, to] of report.emails.entries()) {
      const stored = report.emailLocales[index];
      const locale = isLocale(stored) ? stored : DEFAULT_LOCALE;
      const email = reportOutcomeEmail(await ownerEmailCopy(locale), { listingName, action });
      await sendEmail({
        ...email,
        to,
        template: REPORT_OUTCOME_TEMPLATE,
        dedupeKey: `report-outcome:${report.id}:${to}`,
      }).catch((error: unknown) => logger.warn({ err: error, reportId: report.id }, "could not email a reporter"));
    }
  }
  await db.listingReport.updateMany({
    where: { id: { in: reports.map((report) => report.id) } },
    data: { emails: [], emailLocales: [] },
  });
}

/**
 * The admin resolves a report (after editing the listing, by unpublishing it, or by merging it into another) or
 * dismisses it, with a note; audited. Unpublishing or merging closes every open report of the listing, since they
 * are all settled by it.
 */
export async function actOnReport(
  reportId: string,
  input: ReportActionInput,
  { ip, now = new Date() }: Options = {},
): Promise<{ closed: number }> {
  const report = await db.listingReport.findUnique({
    where: { id: reportId },
    select: { id: true, status: true, listing: { select: { id: true, slug: true, name: true, status: true } } },
  });
  if (!report) throw new AppError("not_found", "Report not found");
  if (report.status !== "open") throw new AppError("conflict", refusal("reportClosed"));
  const source = report.listing;
  const target = input.action === "merged" ? await mergeTarget(input.mergeInto ?? "", source) : null;
  const settlesListing = input.action === "unpublished" || input.action === "merged";
  const closed = await db.$transaction(async (tx) => {
    if (input.action === "unpublished") await unpublish(tx, source, report.id, ip);
    if (target) await merge(tx, source, target, report.id, ip);
    const reports = await tx.listingReport.findMany({
      where: settlesListing ? { listingId: source.id, status: "open" } : { id: report.id, status: "open" },
      select: { id: true, emails: true, emailLocales: true, reason: true, count: true },
    });
    if (!reports.some((row) => row.id === report.id)) throw new AppError("conflict", refusal("reportClosed"));
    const resolution = input.action === "dismissed" ? null : input.action;
    const dismissed = resolution === null;
    await tx.listingReport.updateMany({
      where: { id: { in: reports.map((row) => row.id) } },
      data: { status: dismissed ? "dismissed" : "resolved", resolution, adminNote: input.note || null, closedAt: now },
    });
    for (const row of reports)
      await recordAudit(tx, {
        action: dismissed ? "report.dismiss" : "report.resolve",
        entityType: "report",
        entityId: row.id,
        before: { status: "open", listingId: source.id, reason: row.reason, count: row.count },
        after: {
          status: dismissed ? "dismissed" : "resolved",
          resolution,
          note: input.note || null,
          mergeInto: target?.id ?? null,
        },
        ip,
      });
    return reports;
  });
  const changes: ListingChange[] = settlesListing ? [source, ...(target ? [target] : [])] : [];
  for (const change of changes) revalidateListingChange(change);
  await tellReporters(closed, source.name, input.action);
  return { closed: closed.length };
}
