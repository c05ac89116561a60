import "server-only";
import { AppError } from "@/lib/http/app-error";
import { recordAudit } from "@/server/audit";
import { revalidateListingChange } from "@/server/cache/revalidate";
import { db } from "@/server/db/client";
import { prepareCityLookup } from "@/server/geo";
import { announceListingChange } from "@/server/listings/publish";
import { readListingForUpdate, writeListingChanges } from "@/server/listings/write";
import { addSourcePages, listingValuesOf, withCurrentEntries } from "./apply";
import type { ProposedField } from "./compare";
import { UNPUBLISHED_STATUS } from "./record";

export type ProposalDecision = "accept" | "reject";

type DecideOptions = {
  actor: string;
  /** The owner deciding: only proposals of listings they own. Absent for the admin. */
  ownerUserId?: string;
  ip?: string | null;
  now?: Date;
};

/**
 * Accepts or rejects open proposals of one listing (the ids given, or all of them) in one transaction. An accept
 * writes the site's values through the listing's write path (audit row, compare-and-set) and revalidates after the
 * commit, as any edit does; a reject is recorded in the audit log.
 */
export async function decideProposals(
  listingId: string,
  ids: readonly string[] | "all",
  decision: ProposalDecision,
  { actor, ownerUserId, ip = null, now = new Date() }: DecideOptions,
): Promise<{ decided: number; fields: string[] }> {
  if (ownerUserId) {
    const owner = await db.listingOwner.findFirst({ where: { listingId, userId: ownerUserId }, select: { id: true } });
    if (!owner) throw new AppError("not_found", "Listing not found");
  }
  const where = { listingId, status: "pending" as const, ...(ids === "all" ? {} : { id: { in: [...ids] } }) };
  const open = await db.listingProposal.findMany({ where, orderBy: { seenAt: "asc" } });
  if (!open.length) throw new AppError("not_found", "Proposal not found");
  const values = Object.assign(
    {},
    ...open.map((proposal) =>
      listingValuesOf(proposal.field as ProposedField, proposal.proposedValue, {
        sourceUrl: proposal.sourceUrl,
        seenAt: proposal.seenAt,
      }),
    ),
  );
  const unpublish = open.some((proposal) => proposal.field === "unpublish");
  if (decision === "accept") await prepareCityLookup(values);
  const outcome = await db.$transaction(async (tx) => {
    // Compare-and-set on the status: a proposal decided meanwhile is not decided twice.
    const claimed = await tx.listingProposal.updateMany({
      where: { id: { in: open.map((proposal) => proposal.id) }, status: "pending" },
      data: { status: decision === "accept" ? "accepted" : "rejected", decidedAt: now, decidedBy: actor },
    });
    if (claimed.count !== open.length) throw new AppError("conflict", "These proposals were decided meanwhile");
    const current = await readListingForUpdate(tx, listingId);
    if (decision === "reject") {
      await recordAudit(tx, {
        actor,
        action: "listing.verifier.reject",
        entityType: "listing",
        entityId: listingId,
        before: Object.fromEntries(open.map((proposal) => [proposal.field, proposal.proposedValue ?? null])),
        ip,
      });
      return { current, fields: [] as string[] };
    }
    const joined = withCurrentEntries(values, current);
    const written = await writeListingChanges(tx, current, joined, unpublish ? UNPUBLISHED_STATUS : undefined, {
      action: "listing.verifier.accept",
      actor,
      ip,
    });
    if (written.diff.fields.length)
      await addSourcePages(
        tx,
        listingId,
        open.map((proposal) => proposal.sourceUrl),
      );
    return { current, fields: written.diff.fields };
  });
  if (outcome.fields.length && outcome.current.status === "published") {
    revalidateListingChange({ id: outcome.current.id, slug: outcome.current.slug, fields: outcome.fields });
    // A public page changed (or went, on an accepted unpublish): search engines are told, as after any edit.
    announceListingChange(outcome.current);
  }
  return { decided: open.length, fields: outcome.fields };
}
