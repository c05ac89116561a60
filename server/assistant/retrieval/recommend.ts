import "server-only";
import type { ListingKind } from "@/lib/directory/kinds";
import { RECOMMENDATION_CATEGORIES, type RecommendationCategory } from "@/lib/assistant/types";
import { CATEGORY_KINDS, emptyMatches, type DirectoryMatch, type DirectoryMatches } from "../directory-sql";
import type { RetrievalPlan } from "./plan";

/** The card each kind is shown in: practitioners join the clinics card when a question asks for them. */
const KIND_CATEGORY: Readonly<Record<ListingKind, RecommendationCategory | null>> = {
  clinic: "clinics",
  practitioner: "clinics",
  lab: "labs",
  supplement: "supplements",
  food: "foods",
  wearable: "wearables",
  brand: "brands",
  app: "brands",
  community: null,
  event: null,
  leaderboard: null,
};

/** Categories the named kinds are shown in, in the order they were named. */
function namedCategories(plan: RetrievalPlan): RecommendationCategory[] {
  return [...new Set(plan.kinds.flatMap((kind) => KIND_CATEGORY[kind] ?? []))];
}

/** The kinds each category draws from for this question: the usual ones, plus practitioners when asked for. */
export function categoryKinds(plan: RetrievalPlan): Record<RecommendationCategory, readonly ListingKind[]> {
  const kinds = { ...CATEGORY_KINDS };
  if (plan.kinds.includes("practitioner")) kinds.clinics = ["practitioner", ...kinds.clinics];
  return kinds;
}

/** Where the full-text search looks: the named kinds' categories, or every category when none is named. */
export function searchedKinds(plan: RetrievalPlan): Partial<Record<RecommendationCategory, readonly ListingKind[]>> {
  const all = categoryKinds(plan);
  const named = namedCategories(plan);
  const categories = named.length ? named : RECOMMENDATION_CATEGORIES;
  return Object.fromEntries(categories.map((category) => [category, all[category]]));
}

const FACET_SCORE = 2;
const TEXT_SCORE = 1;
const COUNTRY_SCORE = 1.5;

/**
 * Merges the curated facet matches of the topics with the full-text matches of the question, per category: a
 * listing found both ways first, a facet match before a text-only one, a listing in the named country ahead, the
 * named kinds first. When the question names kinds and any of them is found, only those are recommended.
 */
export function mergeMatches(
  plan: RetrievalPlan,
  byFacets: DirectoryMatches,
  byText: DirectoryMatches,
  perCategory: number,
): DirectoryMatches {
  const merged = emptyMatches();
  for (const category of RECOMMENDATION_CATEGORIES) {
    const scored = new Map<string, { match: DirectoryMatch; score: number; order: number }>();
    const add = (matches: readonly DirectoryMatch[], score: number) =>
      matches.forEach((match) => {
        const found = scored.get(match.id);
        if (found) found.score += score;
        else scored.set(match.id, { match, score, order: scored.size });
      });
    add(byFacets[category], FACET_SCORE);
    add(byText[category], TEXT_SCORE);
    const rank = ({ match, score }: { match: DirectoryMatch; score: number }) =>
      (plan.kinds.includes(match.kind) ? 10 : 0) +
      score +
      (plan.country && match.country === plan.country ? COUNTRY_SCORE : 0);
    merged[category] = [...scored.values()]
      .sort((a, b) => rank(b) - rank(a) || a.order - b.order)
      .slice(0, perCategory)
      .map(({ match }) => match);
  }
  const named = namedCategories(plan);
  if (named.some((category) => merged[category].length)) {
    for (const category of RECOMMENDATION_CATEGORIES) if (!named.includes(category)) merged[category] = [];
  }
  return merged;
}
