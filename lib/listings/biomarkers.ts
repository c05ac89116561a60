// The directory's biomarker list: what a lab's test panel may include. Its values are the ones the directory's
// biomarker filters already use (lib/directory/filters.ts), so a panel and a filter speak of the same marker.
import type { FilterOption } from "@/lib/directory/filters";

export type Biomarker = FilterOption & {
  group: string;
  /** Derived from other results by a formula in most labs (a panel still says which of its markers are). */
  usuallyCalculated?: true;
};

const group = (name: string, ...items: [string, string, "calculated"?][]): Biomarker[] =>
  items.map(([value, label, calculated]) => ({
    value,
    label,
    group: name,
    ...(calculated ? { usuallyCalculated: true as const } : {}),
  }));

export const BIOMARKERS: readonly Biomarker[] = [
  ...group(
    "Heart and lipids",
    ["total-cholesterol", "Total cholesterol"],
    ["ldl", "LDL Cholesterol", "calculated"],
    ["hdl", "HDL cholesterol"],
    ["non-hdl", "Non-HDL cholesterol", "calculated"],
    ["triglycerides", "Triglycerides"],
    ["apob", "ApoB"],
    ["apoa1", "ApoA1"],
    ["lpa", "Lp(a)"],
    ["cholesterol-ratio", "Total / HDL cholesterol ratio", "calculated"],
  ),
  ...group(
    "Metabolic",
    ["glucose", "Fasting glucose"],
    ["hba1c", "HbA1c"],
    ["insulin", "Fasting Insulin"],
    ["homa-ir", "HOMA-IR", "calculated"],
    ["uric-acid", "Uric acid"],
  ),
  ...group("Inflammation", ["hs-crp", "hs-CRP"], ["homocysteine", "Homocysteine"], ["esr", "ESR"]),
  ...group(
    "Hormones",
    ["testosterone", "Testosterone"],
    ["free-testosterone", "Free testosterone", "calculated"],
    ["shbg", "SHBG"],
    ["free-androgen-index", "Free androgen index", "calculated"],
    ["oestradiol", "Oestradiol"],
    ["progesterone", "Progesterone"],
    ["lh", "LH"],
    ["fsh", "FSH"],
    ["prolactin", "Prolactin"],
    ["dhea-s", "DHEA-S"],
    ["cortisol", "Cortisol"],
    ["igf-1", "IGF-1"],
  ),
  ...group(
    "Thyroid",
    ["tsh", "Thyroid (TSH)"],
    ["free-t4", "Free T4"],
    ["free-t3", "Free T3"],
    ["tpo-antibodies", "TPO antibodies"],
  ),
  ...group(
    "Vitamins, minerals and iron",
    ["vitamin-d", "Vitamin D"],
    ["vitamin-b12", "Vitamin B12"],
    ["folate", "Folate"],
    ["ferritin", "Ferritin"],
    ["iron", "Serum iron"],
    ["transferrin-saturation", "Transferrin saturation", "calculated"],
    ["magnesium", "Magnesium"],
    ["zinc", "Zinc"],
    ["omega-3-index", "Omega-3 Index"],
  ),
  ...group(
    "Liver",
    ["alt", "ALT"],
    ["ast", "AST"],
    ["ggt", "GGT"],
    ["alp", "ALP"],
    ["bilirubin", "Bilirubin"],
    ["albumin", "Albumin"],
  ),
  ...group(
    "Kidney",
    ["creatinine", "Creatinine"],
    ["egfr", "eGFR", "calculated"],
    ["urea", "Urea"],
    ["cystatin-c", "Cystatin C"],
  ),
  ...group(
    "Blood count",
    ["haemoglobin", "Haemoglobin"],
    ["haematocrit", "Haematocrit"],
    ["red-cells", "Red blood cells"],
    ["white-cells", "White blood cells"],
    ["platelets", "Platelets"],
    ["mcv", "MCV", "calculated"],
  ),
  ...group("Ageing", ["biological-age", "Biological Age"], ["telomere-length", "Telomere Length"], ["psa", "PSA"]),
];

const BY_VALUE = new Map(BIOMARKERS.map((marker) => [marker.value, marker]));

export function biomarkerLabel(value: string): string {
  return BY_VALUE.get(value)?.label ?? value;
}
