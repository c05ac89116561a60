// The directory's biomarker list: what a lab's test panel may include. Its values are the ones the directory's
// biomarker filters already use (lib/directory/filters.ts), so a panel and a filter speak of the same marker.
import type { FilterOption } from "@/lib/directory/filters";

export type Biomarker = FilterOption & {
  /** The body system it belongs to. */
  group: string;
  /** Derived from other results by a formula in most labs (a panel still says which of its markers are). */
  usuallyCalculated?: true;
};

/**
 * What the catalogue knows beyond a marker's name: the LOINC code (only codes checked against a published LOINC
 * table; unknown stays empty), the unit results are usually reported in, and for a calculated marker the measured
 * markers it is derived from.
 */
export type BiomarkerDetails = {
  loinc?: string;
  /** Where the LOINC code was read, and when: every code carries the page that states it. */
  loincSource?: { url: string; checked: string };
  unit?: string;
  inputs?: readonly string[];
};

const DETAILS: Readonly<Record<string, BiomarkerDetails>> = {
  "total-cholesterol": { unit: "mmol/L" },
  ldl: { unit: "mmol/L", inputs: ["total-cholesterol", "hdl", "triglycerides"] },
  hdl: { unit: "mmol/L" },
  "non-hdl": { unit: "mmol/L", inputs: ["total-cholesterol", "hdl"] },
  triglycerides: { unit: "mmol/L" },
  // Apolipoprotein B-100 [Mass/volume] in Serum or Plasma.
  apob: {
    loinc: "1871-3",
    loincSource: { url: "https://ltd.aruplab.com/Tests/Pub/0050029", checked: "2026-12-02" },
    unit: "g/L",
  },
  apoa1: { unit: "g/L" },
  lpa: { unit: "nmol/L" },
  "cholesterol-ratio": { inputs: ["total-cholesterol", "hdl"] },
  glucose: { unit: "mmol/L" },
  // Hemoglobin A1c/Hemoglobin.total in Blood.
  hba1c: {
    loinc: "4548-4",
    loincSource: { url: "https://uvmlabs.testcatalog.org/show/HA1C", checked: "2026-12-02" },
    unit: "mmol/mol",
  },
  insulin: { unit: "mU/L" },
  "homa-ir": { inputs: ["glucose", "insulin"] },
  "hs-crp": { unit: "mg/L" },
  "free-testosterone": { unit: "nmol/L", inputs: ["testosterone", "shbg", "albumin"] },
  "free-androgen-index": { inputs: ["testosterone", "shbg"] },
  "transferrin-saturation": { unit: "%", inputs: ["iron"] },
  "vitamin-d": { unit: "nmol/L" },
  ferritin: { unit: "µg/L" },
  "omega-3-index": { unit: "%" },
  egfr: { unit: "mL/min/1.73m²", inputs: ["creatinine"] },
  creatinine: { unit: "µmol/L" },
  mcv: { unit: "fL", inputs: ["haematocrit", "red-cells"] },
  tsh: { unit: "mU/L" },
};

export const biomarkerDetails = (value: string): BiomarkerDetails => DETAILS[value] ?? {};

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

/** The catalogue's markers that are calculated unless a panel says otherwise. */
export const USUALLY_CALCULATED: readonly string[] = BIOMARKERS.filter((marker) => marker.usuallyCalculated).map(
  (marker) => marker.value,
);

export function biomarkerLabel(value: string): string {
  return BY_VALUE.get(value)?.label ?? value;
}
