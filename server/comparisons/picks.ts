import "server-only";
import * as z from "zod/mini";
import { candidateSlugs, comparePath, parseComparePath, resolveComparison } from "@/lib/compare/compare-path";
import { isComparableKind } from "@/lib/compare/comparable-kinds";
import type { ListingKind } from "@/lib/directory/kinds";
import { AppError, statedIssues } from "@/lib/http/app-error";
import { recordAudit } from "@/server/audit";
import { revalidateComparisons } from "@/server/cache/revalidate";
import { db } from "@/server/db/client";
import { Prisma } from "@/server/db/generated/client";
import { indexableComparisons } from "@/server/comparisons/indexable";

const URL_MESSAGE = "Paste the address of a comparison page, such as /compare/wearable/oura-ring-vs-whoop";

/** POST /api/admin/comparisons: the comparison page's address (or path) as the admin copied it. */
export const comparisonPickSchema = z.object({
  url: z.string({ error: URL_MESSAGE }).check(z.minLength(1, URL_MESSAGE), z.maxLength(2_048, URL_MESSAGE)),
});

export type ComparisonPickView = { id: string; kind: ListingKind; path: string; names: string[]; createdAt: string };
export type ComparisonPicks = { picks: ComparisonPickView[]; visited: string[] };

/** The admin's picks (with their listings' current names and address) and the comparisons visitors made indexable. */
export async function listComparisonPicks(): Promise<ComparisonPicks> {
  const picks = await db.comparisonPick.findMany({ orderBy: { createdAt: "desc" } });
  const listings = await db.listing.findMany({
    where: { id: { in: picks.flatMap((pick) => pick.listingIds) } },
    select: { id: true, slug: true, name: true },
  });
  const byId = new Map(listings.map((listing) => [listing.id, listing]));
  const views = picks.map((pick) => {
    const found = pick.listingIds.flatMap((id) => byId.get(id) ?? []);
    return {
      id: pick.id,
      kind: pick.kind,
      path: comparePath(
        pick.kind,
        found.map((listing) => listing.slug),
      ),
      names: found.map((listing) => listing.name),
      createdAt: pick.createdAt.toISOString(),
    };
  });
  const visited = (await indexableComparisons()).filter((c) => c.source === "visited").map((c) => c.path);
  return { picks: views, visited };
}

const refuse = (message: string) => new AppError("bad_request", message, statedIssues({ url: [message] }));

/** Marks a comparison indexable. Picking the same listings again (in any order) is the same pick. */
export async function addComparisonPick(
  url: string,
  options: { ip?: string | null } = {},
): Promise<ComparisonPickView> {
  const parsed = parseComparePath(url);
  if (!parsed) throw refuse(URL_MESSAGE);
  if (!isComparableKind(parsed.kind)) throw refuse(`"${parsed.kind.slice(0, 40)}" listings cannot be compared`);
  const kind = parsed.kind;
  const published = await db.listing.findMany({
    where: { kind, status: "published", slug: { in: candidateSlugs(parsed.segment) } },
    select: { id: true, slug: true, name: true },
  });
  const resolution = resolveComparison(kind, parsed.segment, published);
  if (resolution.type === "missing") throw refuse("That address names no comparison of published listings");
  const listings = resolution.listings;
  const listingIds = listings.map((listing) => listing.id);
  const key = [...listingIds].sort().join(",");
  const pick = await db
    .$transaction(async (tx) => {
      const existing = await tx.comparisonPick.findUnique({ where: { key } });
      if (existing) return existing;
      const created = await tx.comparisonPick.create({ data: { kind, listingIds, key } });
      await recordAudit(tx, {
        action: "comparison.pick",
        entityType: "comparison",
        entityId: created.id,
        after: {
          kind,
          listingIds,
          path: comparePath(
            kind,
            listings.map((listing) => listing.slug),
          ),
        },
        ip: options.ip,
      });
      return created;
    })
    .catch(async (error: unknown) => {
      // Two saves of the same pick at once: the other one won, and it is this pick.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
        return db.comparisonPick.findUniqueOrThrow({ where: { key } });
      throw error;
    });
  revalidateComparisons();
  return {
    id: pick.id,
    kind,
    path: comparePath(
      kind,
      listings.map((listing) => listing.slug),
    ),
    names: listings.map((listing) => listing.name),
    createdAt: pick.createdAt.toISOString(),
  };
}

/** The comparison goes back to noindex (unless visitors open it often enough); a pick that is gone is a 404. */
export async function removeComparisonPick(id: string, options: { ip?: string | null } = {}): Promise<void> {
  await db.$transaction(async (tx) => {
    const pick = await tx.comparisonPick.findUnique({ where: { id } });
    if (!pick) throw new AppError("not_found", "No such comparison pick");
    await tx.comparisonPick.delete({ where: { id } });
    await recordAudit(tx, {
      action: "comparison.unpick",
      entityType: "comparison",
      entityId: id,
      before: { kind: pick.kind, listingIds: pick.listingIds },
      ip: options.ip,
    });
  });
  revalidateComparisons();
}
