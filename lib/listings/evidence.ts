// Evidence entries, curated by editors: an ingredient × outcome with a grade, a direction, a one-line summary in each
// language and the citations it rests on (DOIs or PubMed ids, checked in format and shown as links).
import * as z from "zod/mini";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { checkedDate } from "./accreditation";
import { SUPPLEMENT_ERRORS as E } from "./supplement-errors";

const EVIDENCE_GRADES = ["A", "B", "C", "D"] as const;
const EVIDENCE_DIRECTIONS = ["benefit", "no-effect", "harm"] as const;

/** The DOI syntax of the DOI Handbook (10.<registrant>/<suffix>); a PubMed id is a positive whole number. */
const DOI = /^10\.\d{4,9}\/\S+$/;
const PMID = /^[1-9]\d{0,8}$/;

const cited = (pattern: RegExp) =>
  z.string({ error: E.citation }).check(
    z.overwrite((value) => value.trim()),
    z.regex(pattern, { error: E.citation }),
  );
const citation = z.union([z.object({ doi: cited(DOI) }), z.object({ pmid: cited(PMID) })], { error: E.citation });
export type Citation = z.infer<typeof citation>;

const line = z.string({ error: E.evidenceText }).check(
  z.overwrite((value) => value.trim()),
  z.minLength(1, E.evidenceText),
  z.maxLength(200, E.evidenceText),
);

/** What an editor sends: the day of the edit is the server's. */
export const evidenceInput = z.object({
  ingredient: line,
  outcome: line,
  grade: z.enum(EVIDENCE_GRADES, { error: E.grade }),
  direction: z.enum(EVIDENCE_DIRECTIONS, { error: E.direction }),
  summary: z.object(Object.fromEntries(LOCALES.map((locale) => [locale, line])) as Record<Locale, typeof line>),
  citations: z.array(citation).check(z.minLength(1, E.citation), z.maxLength(20)),
  editor: line,
});
export type EvidenceInput = z.infer<typeof evidenceInput>;
export const evidenceEntry = z.extend(evidenceInput, { editedAt: checkedDate });
export type EvidenceEntry = z.infer<typeof evidenceEntry>;

/** Where a citation is read: the DOI resolver or PubMed. */
export function citationUrl(cited: Citation): string {
  return "doi" in cited ? `https://doi.org/${encodeURI(cited.doi)}` : `https://pubmed.ncbi.nlm.nih.gov/${cited.pmid}/`;
}

/** How a citation is named beside its link: "doi:10.…" or "PMID 123". */
export const citationLabel = (cited: Citation) => ("doi" in cited ? `doi:${cited.doi}` : `PMID ${cited.pmid}`);

/** The entries for a supplement's ingredients (matched by name, whatever its case). */
export function evidenceFor(
  ingredients: readonly { name: string }[],
  entries: readonly EvidenceEntry[],
): EvidenceEntry[] {
  const names = new Set(ingredients.map((ingredient) => ingredient.name.trim().toLocaleLowerCase("en")));
  return entries.filter((entry) => names.has(entry.ingredient.toLocaleLowerCase("en")));
}
