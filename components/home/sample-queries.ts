/** docs/product.md, Visitors: screens: the six sample questions under the hero search. */
export const SAMPLE_QUERIES = [
  { label: "LDL cholesterol", query: "LDL cholesterol" },
  { label: "Blood glucose", query: "blood glucose" },
  { label: "Sleep and recovery", query: "sleep and recovery" },
  { label: "Longevity", query: "longevity" },
  { label: "Energy", query: "energy" },
  { label: "Inflammation and gut health", query: "inflammation and gut health" },
] as const;

export function sampleQueryHref(query: string): string {
  return `/directory?search=${encodeURIComponent(query)}`;
}
