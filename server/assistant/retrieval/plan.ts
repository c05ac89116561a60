import "server-only";
import type { ListingKind } from "@/lib/directory/kinds";
import { mergeFacets } from "../directory-sql";
import type { DirectoryFacets, KnowledgeTopic } from "../knowledge-base";
import { tokenize } from "../text";
import {
  BRAND_WORDS,
  COUNTRY_CODES,
  COUNTRY_PHRASES,
  COUNTRY_WORDS,
  KIND_PHRASES,
  KIND_WORDS,
  SEARCH_SYNONYMS,
  STOPWORDS,
} from "./vocabulary";

/** What to look for in the directory for one question. */
export type RetrievalPlan = {
  /** Kinds of listing the question names, the first named first. */
  kinds: ListingKind[];
  /** Full-text search groups: the words of a group must all appear; any group may match. */
  groups: string[][];
  /**
   * How many groups a listing must match: half of those from the question's own words, so one stray word of a long
   * question ("my knee hurts after running") does not count as an answer; at least one.
   */
  minMatches: number;
  /** The question's own search words, for the honest summary ("creatine", "smart ring"). */
  searched: string[];
  /** The country the question names (English, as listings store it), or null. */
  country: string | null;
  /** The matched topics' facets (curated relevance). */
  facets: DirectoryFacets;
  /** Every word of the question, folded: the catalogue markers it names are read from them (panel-value.ts). */
  words?: string[];
};

const MAX_GROUPS = 8;
const KIND_BY_WORD = new Map<string, { kind: ListingKind; specific: boolean }>(
  KIND_WORDS.flatMap(({ kind, generic, specific = [] }) => [
    ...generic.map((word) => [word, { kind, specific: false }] as const),
    ...specific.map((word) => [word, { kind, specific: true }] as const),
  ]),
);
const PHRASES = KIND_PHRASES.map(({ kind, phrase }) => ({ kind, words: phrase.split(" ") }));
/** Units, numbers and single letters say nothing a listing could match ("160 mg dl", "b 12"). */
const NOT_A_TERM =
  /^(\p{N}+([.,]\p{N}+)?|[a-z]|mmol|nmol|pmol|umol|µmol|iu|ie|ui|mg|mcg|µg|ug|ng|pg|dl|ml|l|kg|g|bpm|mmhg|h)$/u;

const startsAt = (words: readonly string[], phrase: readonly string[], index: number) =>
  phrase.every((word, offset) => words[index + offset] === word);

/** Words inside any alias of the matched topics: the topics' own facets and search terms speak for them. */
function topicWordIndexes(words: readonly string[], topics: readonly KnowledgeTopic[]): Set<number> {
  const covered = new Set<number>();
  for (const topic of topics) {
    const aliases = [...topic.aliases.strong, ...(topic.aliases.terms ?? [])].map((alias) => tokenize(alias));
    for (const alias of aliases) {
      for (let index = 0; index + alias.length <= words.length; index++) {
        if (alias.length && startsAt(words, alias, index)) alias.forEach((_, offset) => covered.add(index + offset));
      }
    }
  }
  return covered;
}

/**
 * Reads a question for the directory: the kinds it asks for, the country it names and the words to search for,
 * in the six languages. Matched topics add their facets and English search terms, and take over the words of
 * their aliases, so "full body MRI" searches the topic's imaging terms and not every listing with "body".
 */
export function planRetrieval(query: string, topics: readonly KnowledgeTopic[]): RetrievalPlan {
  const words = tokenize(query);
  const used = new Set<number>();
  let country: string | null = null;
  const kinds: ListingKind[] = [];
  const addKind = (kind: ListingKind) => {
    if (!kinds.includes(kind)) kinds.push(kind);
  };

  words.forEach((_, index) => {
    const pair = `${words[index]} ${words[index + 1] ?? ""}`;
    if (COUNTRY_PHRASES[pair]) {
      country ??= COUNTRY_PHRASES[pair];
      used.add(index).add(index + 1);
    }
    for (const { kind, words: phrase } of PHRASES) if (startsAt(words, phrase, index)) addKind(kind);
  });
  const specificWords = new Set<number>();
  words.forEach((word, index) => {
    if (used.has(index)) return;
    const place = COUNTRY_WORDS[word];
    if (place) {
      country ??= place;
      used.add(index);
      return;
    }
    const named = KIND_BY_WORD.get(word);
    if (!named) return;
    addKind(named.kind);
    if (named.specific) specificWords.add(index);
    else used.add(index);
  });
  if (!kinds.length && words.some((word) => BRAND_WORDS.has(word))) kinds.push("brand");

  const covered = topicWordIndexes(words, topics);
  const searched = words.filter(
    (word, index) =>
      !used.has(index) &&
      (specificWords.has(index) || (!covered.has(index) && !STOPWORDS.has(word) && !NOT_A_TERM.test(word))),
  );
  const toGroups = (terms: readonly string[]) =>
    terms.map((term) => tokenize(term).filter((word) => !NOT_A_TERM.test(word))).filter((group) => group.length);
  const own = toGroups(searched.map((word) => SEARCH_SYNONYMS[word] ?? word));
  const groups = [
    ...new Map(
      [...own, ...toGroups(topics.flatMap((topic) => topic.searchTerms ?? []))].map((group) => [
        group.join(" "),
        group,
      ]),
    ).values(),
  ].slice(0, MAX_GROUPS);
  const ownCount = new Set(own.map((group) => group.join(" "))).size;
  return {
    kinds,
    groups,
    minMatches: Math.max(1, Math.ceil(Math.min(ownCount, MAX_GROUPS) / 2)),
    searched: [...new Set(searched)],
    country,
    facets: mergeFacets(topics.map((topic) => topic.facets)),
    words,
  };
}

/** Each search group's words with only their letters and digits, so none can make a tsquery malformed. */
export function searchGroupWords(groups: readonly (readonly string[])[]): string[][] {
  return groups
    .map((group) => group.map((word) => word.replace(/[^\p{L}\p{N}]+/gu, "")).filter(Boolean))
    .filter((group) => group.length);
}

/** Each search group as a tsquery for `to_tsquery('english', …)` ("smart & ring"). */
export function toSearchGroups(groups: readonly (readonly string[])[]): string[] {
  return searchGroupWords(groups).map((group) => group.join(" & "));
}

/** The ISO code of the country a question names ("I live in Germany"), for local emergency numbers; or null. */
export function countryNamed(query: string): string | null {
  const { country } = planRetrieval(query, []);
  return country ? (COUNTRY_CODES[country] ?? null) : null;
}
