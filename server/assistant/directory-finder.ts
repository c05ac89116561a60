import "server-only";
import { db } from "@/server/db/client";
import { sharesSql, type TermShare } from "@/server/listings/search";
import type { Prisma } from "@/server/db/generated/client";
import {
  emptyMatches,
  DEFAULT_PER_CATEGORY,
  toMatch,
  type DirectoryMatch,
  type DirectoryMatches,
  type MatchRow,
} from "./directory-sql";
import type { RetrievalPlan } from "./retrieval/plan";
import { panelAsk } from "./retrieval/panel-ask";
import { panelValueSql } from "./retrieval/panel-value";
import { mergeMatches } from "./retrieval/recommend";
import { retrievalSql, retrievalWords, wordShares } from "./retrieval/statement";

export * from "./directory-sql";

type RetrieveOptions = { perCategory?: number };
/** Finds the listings for a question's plan: real, published listings only. */
export type ListingRetriever = (plan: RetrievalPlan, options?: RetrieveOptions) => Promise<DirectoryMatches>;

/**
 * The listings that answer a question (retrievalSql, shaped by its words' shares of the listings), merged and ranked
 * (retrieval/recommend.ts).
 */
export const retrieveListings: ListingRetriever = async (plan, options = {}) => {
  const perCategory = options.perCategory ?? DEFAULT_PER_CATEGORY;
  const words = retrievalWords(plan);
  const shares = words.length ? await db.$queryRaw<TermShare[]>(sharesSql(words)) : [];
  const statement = retrievalSql(plan, perCategory, wordShares(words, shares));
  const found = { facets: emptyMatches(), text: emptyMatches() };
  // Both searches in one statement: the embedded database serves one connection at a time.
  if (statement) {
    const rows = await db.$queryRaw<(MatchRow & { source: "facets" | "text" })[]>(statement);
    for (const row of rows) found[row.source][row.category].push(toMatch(row));
  }
  const merged = mergeMatches(plan, found.facets, found.text, perCategory);
  const ask = plan.words?.length
    ? panelAsk(plan.words, plan.kinds, await db.biomarker.findMany({ select: { slug: true, names: true } }))
    : null;
  if (ask) merged.labs = byPanelValue(await panelValueLabs(ask.markers, perCategory), merged.labs, perCategory);
  return merged;
};

type ValueRow = MatchRow & { perMarker: Prisma.Decimal | number | string };

/** The labs whose panel holds the markers asked for, the lowest € per measured marker first, with that price. */
async function panelValueLabs(markers: readonly string[], limit: number): Promise<DirectoryMatch[]> {
  const rows = await db.$queryRaw<ValueRow[]>(panelValueSql(markers, limit));
  return rows.map((row) => ({ ...toMatch(row), perMeasuredMarker: Number(row.perMarker) }));
}

/** The labs card: the panel-value labs first, then the other matches not among them. */
function byPanelValue(
  value: readonly DirectoryMatch[],
  others: readonly DirectoryMatch[],
  limit: number,
): DirectoryMatch[] {
  const ids = new Set(value.map((match) => match.id));
  return [...value, ...others.filter((match) => !ids.has(match.id))].slice(0, limit);
}
