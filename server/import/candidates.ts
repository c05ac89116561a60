import "server-only";
import { domainToUnicode } from "node:url";
import type { ListingKind } from "@/lib/directory/kinds";
import { adminListingSelect, type AdminListingRow } from "@/server/listings/read";
import { db } from "@/server/db/client";
import type { Prisma } from "@/server/db/generated/client";
import { normaliseWebsite } from "@/server/enrichment";

type MatchKey = { kind: ListingKind; website: string | null; slug: string };

/** Host spellings a stored website may use for this canonical one (punycode and Unicode). */
function hostsOf(website: string): string[] {
  const host = new URL(website).host;
  const unicode = domainToUnicode(new URL(website).hostname);
  return [...new Set([host, unicode].filter(Boolean))];
}

/**
 * Listings an import batch could update: same kind and slug, or same kind and a website on the same host (stored
 * websites are not all canonical, so the host narrows the search and canonicalWebsite decides). Oldest first.
 */
export async function loadCandidates(keys: readonly MatchKey[]): Promise<AdminListingRow[]> {
  if (!keys.length) return [];
  const kinds = [...new Set(keys.map((key) => key.kind))];
  const hosts = [...new Set(keys.flatMap((key) => (key.website ? hostsOf(key.website) : [])))];
  const or: Prisma.ListingWhereInput[] = keys.map((key) => ({ kind: key.kind, slug: key.slug }));
  if (hosts.length)
    or.push({
      kind: { in: kinds },
      OR: hosts.map((host) => ({ website: { contains: host, mode: "insensitive" as const } })),
    });
  return db.listing.findMany({
    where: { OR: or },
    select: adminListingSelect,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
}

export function canonicalWebsite(stored: string | null): string | null {
  return stored ? normaliseWebsite(stored) : null;
}
