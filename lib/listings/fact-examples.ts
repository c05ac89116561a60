import type { JsonShape } from "./fact-values";

/**
 * A value of each structured fact as the editor's hint shows it. The keys are the import's field names, so the example
 * stays as typed in every language; the hint's words are in the "listing-editor" catalogue.
 */
export const JSON_FACT_EXAMPLES: Record<JsonShape, string> = {
  openingHours:
    '{"timeZone": "Europe/Berlin", "hours": [{"days": ["Monday", "Friday"], "opens": "08:00", "closes": "18:00"}]}',
  testPanels:
    '[{"name": "Longevity panel", "price": 149, "biomarkers": ["apob", "hba1c", "ldl"], "calculated": ["ldl"], "biomarkerCount": 40, "currency": "EUR", "sampleMethod": "venous-site", "doctorReview": true, "turnaroundDays": 3, "sourceUrl": "https://example.org/panel", "checkedAt": "2026-12-01"}]',
  programmes: '[{"name": "Longevity check-up", "priceFrom": 1900, "duration": "1 day"}]',
  validationStudies:
    '[{"metric": "sleep-stages", "referenceMethod": "polysomnography", "doi": "10.1000/xyz123", "sampleSize": 40, "agreement": "Cohen\'s kappa 0.6", "year": 2021, "checkedAt": "2026-12-01"}]',
  accreditationRecords:
    '[{"body": "dakks", "standard": "iso-15189", "number": "D-ML-12345-01-00", "registerUrl": "https://www.dakks.de/", "checkedAt": "2026-12-01"}]',
  ingredientAmounts:
    '[{"name": "Magnesium", "amount": 200, "unit": "mg", "form": "magnesium glycinate", "sourceUrl": "https://example.org/label", "checkedAt": "2026-12-01"}]',
  thirdPartyTests:
    '[{"programme": "informed-sport", "product": "Example capsules", "batch": "A123", "registerUrl": "https://sport.wetestyoutrust.com/supplement-search/example", "checkedAt": "2026-12-01"}]',
  gtin: '{"value": "4006381333931", "sourceUrl": "https://example.org/shop/ring", "checkedAt": "2026-12-01"}',
  availability: '{"value": "InStock", "sourceUrl": "https://example.org/shop/ring", "checkedAt": "2026-12-01"}',
  priceRange: '{"value": "€€", "sourceUrl": "https://example.org/", "checkedAt": "2026-12-01"}',
  sameAs:
    '{"value": ["https://www.instagram.com/example"], "sourceUrl": "https://example.org/", "checkedAt": "2026-12-01"}',
  servicePrices:
    '[{"name": "DEXA body composition", "priceMin": 120, "priceMax": 180, "currency": "EUR", "sourceUrl": "https://example.org/prices", "checkedAt": "2026-12-01"}]',
  licenceRegister: '{"registerUrl": "https://example.org/register/12345", "checkedAt": "2026-12-01"}',
};
