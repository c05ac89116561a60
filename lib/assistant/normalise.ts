/**
 * The cache-key form of a question: Unicode-normalised (NFKC), lower-cased, inner whitespace collapsed, trimmed,
 * and trailing sentence punctuation dropped, so "LDL cholesterol?" and " ldl  Cholesterol" share one answer.
 */
export function normaliseQuery(query: string): string {
  return query
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\s+/gu, " ")
    .trim()
    .replace(/[\s?!.¿¡。？！…]+$/u, "")
    .replace(/^[\s¿¡]+/u, "");
}
