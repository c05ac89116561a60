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
import { doseValueSql, ingredientPhrases } from "./retrieval/dose-value";
import { asksAboutPrice, panelAsk } from "./retrieval/panel-ask";
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
  if (ask) merged.labs = valueFirst(await panelValueLabs(ask.markers, perCategory), merged.labs, perCategory);
  if (plan.words?.length && asksAboutPrice(plan.words) && asksForProducts(plan)) {
    const value = await doseValueProducts(ingredientPhrases(plan.words), perCategory);
    merged.supplements = valueFirst(value.supplements, merged.supplements, perCategory);
    merged.foods = valueFirst(value.foods, merged.foods, perCategory);
  }
  return merged;
};

/** A question about supplements or foods, or about no kind at all ("cheapest magnesium"). */
const asksForProducts = (plan: RetrievalPlan) =>
  !plan.kinds.length || plan.kinds.includes("supplement") || plan.kinds.includes("food");

type DoseRow = MatchRow & { perDailyDose: Prisma.Decimal | number | string };

/** The supplements and foods that list an ingredient the question names, the cheapest daily dose first. */
async function doseValueProducts(phrases: readonly string[], limit: number) {
  const rows = await db.$queryRaw<DoseRow[]>(doseValueSql(phrases, limit));
  const matches = rows.map((row) => ({ row, match: { ...toMatch(row), perDailyDose: Number(row.perDailyDose) } }));
  return {
    supplements: matches.filter(({ row }) => row.category === "supplements").map(({ match }) => match),
    foods: matches.filter(({ row }) => row.category === "foods").map(({ match }) => match),
  };
}

type ValueRow = MatchRow & { perMarker: Prisma.Decimal | number | string };

/** The labs whose panel holds the markers asked for, the lowest € per measured marker first, with that price. */
async function panelValueLabs(markers: readonly string[], limit: number): Promise<DirectoryMatch[]> {
  const rows = await db.$queryRaw<ValueRow[]>(panelValueSql(markers, limit));
  return rows.map((row) => ({ ...toMatch(row), perMeasuredMarker: Number(row.perMarker) }));
}

/** A card by value: the priced matches first, then the other matches not among them. */
function valueFirst(
  value: readonly DirectoryMatch[],
  others: readonly DirectoryMatch[],
  limit: number,
): DirectoryMatch[] {
  const ids = new Set(value.map((match) => match.id));
  return [...value, ...others.filter((match) => !ids.has(match.id))].slice(0, limit);
}
