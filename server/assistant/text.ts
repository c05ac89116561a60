import "server-only";

/**
 * Folds text for matching across languages: lower case, accents removed ("Schlafqualität" → "schlafqualitat"),
 * ß → ss, and anything but letters, digits and '+' turned into single spaces ("Lp(a)" → "lp a", "hs-CRP" → "hs crp").
 */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[æ]/g, "ae")
    .replace(/[ø]/g, "o")
    .replace(/[^\p{L}\p{N}+]+/gu, " ")
    .trim();
}

export function tokenize(text: string): string[] {
  const folded = foldText(text);
  return folded ? folded.split(" ") : [];
}

/**
 * Every run of one to `max` consecutive words, joined by `joiner`: what a name of up to `max` words is matched against
 * ("vitamin b12" as "vitamin b12", or as "vitaminb12" with no joiner).
 */
export function wordRuns(words: readonly string[], max: number, joiner: string): Set<string> {
  const runs = new Set<string>();
  for (let start = 0; start < words.length; start++)
    for (let end = start + 1; end <= Math.min(words.length, start + max); end++)
      runs.add(words.slice(start, end).join(joiner));
  return runs;
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions), stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (previousPrevious[j - 2] ?? 0) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previousPrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** Typos allowed in a word of this length: none in short words and acronyms (LDL, TSH, HRV), one, then two. */
function allowedTypos(length: number): number {
  if (length <= 4) return 0;
  if (length <= 7) return 1;
  return 2;
}

const COMPOUND_MIN_LENGTH = 5;
const NUMBERS = /^\p{N}+$/u;
/** Everyday words one typo away from a term ("lives"/"liver", "station"/"statin"): they only ever match exactly. */
const NEVER_FUZZY = new Set([
  "tried",
  "lives",
  "level",
  "levels",
  "never",
  "station",
  "stations",
  "creatine",
  "creatinine",
  "kreatinin",
  "creatinina",
  "kreatinine",
  "scoring",
  "leben",
  "sonne",
  "gedicht",
  "gezicht",
  "swimming",
  "creatina",
  "creatin",
  "kreatin",
  "kreatine",
  "medication",
  "medications",
  "medikation",
  "falten",
]);

function isTransposition(a: string, b: string): boolean {
  const i = [...a].findIndex((char, index) => char !== b[index]);
  return i >= 0 && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

function withinTypos(queryWord: string, termWord: string): boolean {
  const typos = allowedTypos(termWord.length);
  // People rarely get the first letter wrong; words that differ there are usually different words ("bleeding"/"sleeping").
  if (typos === 0 || queryWord[0] !== termWord[0]) return false;
  // Five-letter words differ from too many real words by one letter ("lever"/"level", "sonno"/"sonne"): only a
  // missing, extra or swapped letter counts there.
  if (termWord.length === 5 && queryWord.length === 5 && !isTransposition(queryWord, termWord)) return false;
  return editDistance(queryWord, termWord, typos) <= typos;
}

/**
 * Whether a query word matches a term word: equal, within the typo allowance, or — for words long enough to be
 * distinctive — the start or inner part of a compound ("cholesterinwert", "nuchternblutzucker", "vitamind3").
 */
export function wordMatches(queryWord: string, termWord: string): boolean {
  if (queryWord === termWord) return true;
  if (NEVER_FUZZY.has(queryWord)) return false;
  // Typos and compounds share the first letter; only a long term can sit inside a longer word.
  if (queryWord[0] !== termWord[0] && (termWord.length < 7 || queryWord.length <= termWord.length)) return false;
  if (NUMBERS.test(termWord) || NUMBERS.test(queryWord)) return false;
  if (withinTypos(queryWord, termWord)) return true;
  if (termWord.length >= COMPOUND_MIN_LENGTH && queryWord.length > termWord.length) {
    if (queryWord.startsWith(termWord)) return true;
    // Inner parts only for longer terms: short ones ("sleep", "stress") hide inside unrelated words too often.
    if (termWord.length >= 7 && queryWord.includes(termWord)) return true;
  }
  return false;
}

export type PhraseHit = { start: number; end: number };

/** Every place the term's words appear consecutively in the query words (each word matched by `wordMatches`). */
export function findPhrase(queryWords: readonly string[], termWords: readonly string[]): PhraseHit[] {
  const hits: PhraseHit[] = [];
  if (!termWords.length) return hits;
  for (let start = 0; start + termWords.length <= queryWords.length; start++) {
    if (termWords.every((word, offset) => wordMatches(queryWords[start + offset] ?? "", word))) {
      hits.push({ start, end: start + termWords.length });
    }
  }
  return hits;
}
