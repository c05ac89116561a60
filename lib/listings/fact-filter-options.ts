// The fact vocabularies the directory's filters offer, apart from the other lists so that the directory page's
// client code carries only these (fact-options.ts re-exports them for everyone else).
// Relative imports only: next.config.ts loads the filters (through directory-rewrites.ts).
import type { FilterOption } from "../directory/filters";

export const opts = (...pairs: [string, string][]): FilterOption[] => pairs.map(([value, label]) => ({ value, label }));

export const SAMPLE_METHODS = opts(
  ["venous-site", "Venous blood draw at a site"],
  ["finger-prick-kit", "Finger-prick home kit"],
  ["home-phlebotomist", "At-home phlebotomist"],
  ["saliva-kit", "Saliva home kit"],
  ["cheek-swab-kit", "Cheek-swab home kit"],
  ["stool-kit", "Stool home kit"],
);
export const ACCREDITATIONS = opts(
  ["iso-15189", "ISO 15189"],
  ["ce-ivd", "CE-IVD"],
  ["jci", "JCI"],
  ["iso-9001", "ISO 9001"],
);
export const DIAGNOSTICS = opts(
  ["whole-body-mri", "Whole-body MRI"],
  ["dexa", "DEXA"],
  ["cpet-vo2max", "CPET / VO₂max"],
  ["cgm", "Continuous glucose monitoring"],
  ["coronary-calcium-score", "Coronary calcium score"],
  ["epigenetic-age", "Epigenetic age"],
  ["full-blood-panel", "Full blood panel"],
);
/** The metrics a wearable's validation study can check. */
export const VALIDATION_METRICS = opts(
  ["sleep-stages", "Sleep stages"],
  ["heart-rate", "Heart rate"],
  ["hrv", "Heart rate variability"],
  ["spo2", "Blood oxygen (SpO₂)"],
  ["steps", "Steps"],
  ["vo2max", "VO₂max estimate"],
);
