import "server-only";
import type { ListingStatusValue } from "@/lib/listings/editor-schema";
import { revalidateListingChange, revalidateListingPage } from "@/server/cache/revalidate";
import { db } from "@/server/db/client";
import { logger } from "@/server/log/logger";
import type { Prisma } from "@/server/db/generated/client";
import { announceListingChange } from "@/server/listings/publish";
import { readListingForUpdate, writeListingChanges } from "@/server/listings/write";
import { addSourcePages, listingValuesOf } from "./apply";
import type { SiteCheck } from "./check-site";
import { compareListing, type Finding } from "./compare";
import type { SiteFacts } from "./extract";

type Tx = Prisma.TransactionClient;

const VERIFIER_ACTOR = "verifier";
/** A check waits longer than a request for its connection: it shares the pool with the pages (one, when embedded). */
const RECORD_TRANSACTION = { maxWait: 10_000, timeout: 15_000 };
const DAY_MS = 86_400_000;
/** Failed checks at least this far apart count towards "unreachable": one outage is never a closure. */
const FAILURE_SPACING_MS = 3 * DAY_MS;
const FAILURES_FOR_UNREACHABLE = 3;
/** Unreachable this long, a listing is proposed for unpublishing (never unpublished by itself). */
const UNPUBLISH_AFTER_MS = 30 * DAY_MS;

export type CheckRecord = { outcome: string; cause: string | null; proposals: number; autoFilled: number };

type CheckState = Prisma.ListingWebsiteCheckGetPayload<object> | null;

function failedState(previous: CheckState, cause: string, now: Date) {
  const spaced = !previous?.lastFailureAt || now.getTime() - previous.lastFailureAt.getTime() >= FAILURE_SPACING_MS;
  const spacedFailures = (previous?.failureCount ? previous.spacedFailures : 0) + (spaced ? 1 : 0);
  return {
    outcome: spacedFailures >= FAILURES_FOR_UNREACHABLE ? "unreachable" : "could_not_check",
    cause,
    failureCount: (previous?.failureCount ?? 0) + 1,
    failingSince: previous?.failureCount ? (previous.failingSince ?? now) : now,
    lastFailureAt: spaced ? now : (previous?.lastFailureAt ?? now),
    spacedFailures,
    notices: previous?.notices ?? [],
    movedTo: previous?.movedTo ?? null,
    lastReachableAt: previous?.lastReachableAt ?? null,
  };
}

function readState(check: Exclude<SiteCheck, { outcome: "failed" }>, previous: CheckState, now: Date) {
  const notices =
    check.outcome === "robots_refused"
      ? []
      : [
          ...(check.notices.noHttps ? ["no_https"] : []),
          ...(check.notices.movedTo ? ["moved"] : []),
          ...(check.notices.parked ? ["parked"] : []),
        ];
  const moved = check.outcome !== "robots_refused" ? check.notices.movedTo : null;
  const outcome = notices.includes("parked") ? "parked" : moved ? "moved" : check.outcome;
  return {
    outcome,
    cause: null,
    failureCount: 0,
    failingSince: null,
    lastFailureAt: null,
    spacedFailures: 0,
    notices,
    movedTo: moved,
    lastReachableAt: check.outcome === "robots_refused" ? (previous?.lastReachableAt ?? null) : now,
  };
}

/** Owners' and admins' open proposals: a newer finding for a field replaces the open one. */
async function propose(tx: Tx, listingId: string, finding: Finding, sourceUrl: string, now: Date): Promise<void> {
  await tx.listingProposal.deleteMany({ where: { listingId, field: finding.field, status: "pending" } });
  await tx.listingProposal.create({
    data: {
      listingId,
      field: finding.field,
      currentValue: (finding.current ?? undefined) as Prisma.InputJsonValue | undefined,
      proposedValue: finding.proposed as Prisma.InputJsonValue,
      sourceUrl,
      seenAt: now,
    },
  });
}

/**
 * Records one check of a listing's site in one transaction: its state (outcome, notices, the failure count that
 * makes it unreachable), the proposals its data makes, and the low-risk fills of empty fields, written through the
 * listing's write path with an audit row. Revalidates after the commit when a fill changed the listing.
 */
export async function recordCheck(
  listingId: string,
  check: SiteCheck,
  now: Date,
  runId?: string,
): Promise<CheckRecord> {
  const result = await db.$transaction(async (tx) => {
    const previous = await tx.listingWebsiteCheck.findUnique({ where: { listingId } });
    const current = await readListingForUpdate(tx, listingId);
    const state =
      check.outcome === "failed" ? failedState(previous, check.cause, now) : readState(check, previous, now);
    let proposals = 0;
    let written: Awaited<ReturnType<typeof writeListingChanges>> | null = null;
    let autoFilled = 0;
    if (check.outcome === "reachable") {
      const facts: SiteFacts = check.facts;
      const findings = compareListing(
        { ...current, priceFrom: current.priceFrom === null ? null : current.priceFrom.toNumber() },
        facts,
        now.toISOString().slice(0, 10),
      );
      const fills = findings.filter((finding) => finding.autoAccept);
      for (const finding of findings.filter((item) => !item.autoAccept)) {
        await propose(tx, listingId, finding, finding.sourceUrl ?? check.url, now);
        proposals += 1;
      }
      if (fills.length) {
        const values = Object.assign(
          {},
          ...fills.map((fill) =>
            listingValuesOf(fill.field, fill.proposed, { sourceUrl: fill.sourceUrl ?? check.url, seenAt: now }),
          ),
        );
        written = await writeListingChanges(tx, current, values, undefined, {
          action: "listing.verifier.auto_fill",
          actor: VERIFIER_ACTOR,
        });
        if (written.diff.fields.length)
          await addSourcePages(
            tx,
            listingId,
            fills.map((fill) => fill.sourceUrl ?? check.url),
          );
        await tx.listingProposal.createMany({
          data: fills.map((fill) => ({
            listingId,
            field: fill.field,
            proposedValue: fill.proposed as Prisma.InputJsonValue,
            sourceUrl: fill.sourceUrl ?? check.url,
            seenAt: now,
            status: "auto_accepted" as const,
            decidedAt: now,
            decidedBy: VERIFIER_ACTOR,
          })),
        });
        autoFilled = fills.length;
      }
    }
    if (
      state.outcome === "unreachable" &&
      state.failingSince &&
      now.getTime() - state.failingSince.getTime() >= UNPUBLISH_AFTER_MS &&
      current.status === "published"
    ) {
      await propose(
        tx,
        listingId,
        { field: "unpublish", current: "published", proposed: "draft", autoAccept: false },
        current.website ?? "",
        now,
      );
      proposals += 1;
    }
    const listingUpdatedAt = written?.listing.updatedAt ?? current.updatedAt;
    const data = { ...state, lastCheckedAt: now, listingUpdatedAt };
    await tx.listingWebsiteCheck.upsert({ where: { listingId }, create: { listingId, ...data }, update: data });
    if (runId) await countInRun(tx, runId, check.outcome === "failed" ? check.cause : null);
    return { outcome: state.outcome, cause: state.cause, proposals, autoFilled, written, current };
  }, RECORD_TRANSACTION);
  const { written, current } = result;
  afterCommit(listingId, () => {
    if (written?.diff.fields.length && current.status === "published") {
      // A public page changed: search engines are told, as after any edit (IndexNow, when configured).
      announceListingChange(current);
      revalidateListingChange({ id: current.id, slug: current.slug, fields: written.diff.fields });
    }
    // The freshness line ("Website checked …") is on the listing's own page only.
    else if (current.status === "published") revalidateListingPage({ id: current.id, slug: current.slug });
  });
  return { outcome: result.outcome, cause: result.cause, proposals: result.proposals, autoFilled: result.autoFilled };
}

async function countInRun(tx: Tx, runId: string, cause: string | null): Promise<void> {
  // One statement, so parallel hosts never lose each other's counts.
  await tx.$executeRaw`
    UPDATE "VerifierRun" SET "done" = "done" + 1,
      "causes" = CASE WHEN ${cause}::text IS NULL THEN "causes"
        ELSE jsonb_set("causes", ARRAY[${cause}::text], to_jsonb(COALESCE(("causes"->>${cause}::text)::int, 0) + 1)) END
    WHERE "id" = ${runId}`;
}

/**
 * Revalidation and announcements after a committed check. Outside the app (`npm run jobs:verify` working on the
 * database in its own process) there is no cache to revalidate: the check stands, and the pages show it when their
 * cache entry is next renewed. That is logged, never a failed job (the check would be retried for nothing).
 */
function afterCommit(listingId: string, effects: () => void): void {
  try {
    effects();
  } catch (error) {
    logger.info({ err: error, listingId }, "verifier change not revalidated outside the app");
  }
}

/** The status an accepted "unpublish" proposal moves the listing to. */
export const UNPUBLISHED_STATUS: ListingStatusValue = "draft";
