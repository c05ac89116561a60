// Which facts each kind shows, in order: its "At a glance" block, compare page, editor and JSON-LD read them (the facts
// themselves are lib/listings/facts.ts's). Kept apart from the kind registry, which the directory's client code reads.
import type { ListingKind } from "@/lib/directory/kinds";
import type { FactKey } from "./facts";

const PRICE: readonly FactKey[] = ["priceFrom", "currency", "priceIncludes"];
const VISIT: readonly FactKey[] = ["languages", "bookingUrl", "openingHours"];
/** What a business's own site says of it: its price range and its profiles elsewhere. */
const BUSINESS_SITE: readonly FactKey[] = ["priceRange", "sameAs"];
/** What a shop's product page says of a product: its barcode and whether it can be bought. */
const PRODUCT_SITE: readonly FactKey[] = ["gtin", "availability"];

const KIND_FACTS: Readonly<Record<ListingKind, readonly FactKey[]>> = {
  clinic: [
    ...PRICE,
    "servicePrices",
    "programmes",
    "diagnostics",
    "medicalDirector",
    "licenceRegister",
    "registryBody",
    "registryNumber",
    "accreditations",
    "telehealth",
    "sellsTreatments",
    "acceptsInsurance",
    ...VISIT,
    ...BUSINESS_SITE,
  ],
  lab: [
    ...PRICE,
    "testPanels",
    "sampleMethods",
    "homeCollection",
    "turnaroundDays",
    "accreditations",
    "accreditationBody",
    "accreditationRecords",
    "doctorReview",
    "onlineResults",
    "countriesServed",
    ...VISIT,
    ...BUSINESS_SITE,
  ],
  practitioner: [
    "profession",
    "registryBody",
    "registryNumber",
    "licenceRegister",
    "yearsExperience",
    ...PRICE,
    "servicePrices",
    "diagnostics",
    "sellsTreatments",
    "telehealth",
    "acceptsInsurance",
    ...VISIT,
    ...BUSINESS_SITE,
  ],
  wearable: [
    ...PRICE,
    "subscriptionAvailable",
    "subscriptionPrice",
    "subscriptionCurrency",
    "batteryLife",
    "sensors",
    "platforms",
    "validationStudies",
    "bookingUrl",
    ...PRODUCT_SITE,
  ],
  supplement: [
    ...PRICE,
    "pricePerServing",
    "supplementForm",
    "dosage",
    "ingredientAmounts",
    "servingsPerContainer",
    "servingsPerDay",
    "thirdPartyTests",
    "thirdPartyTesting",
    "thirdPartyTested",
    "bookingUrl",
    ...PRODUCT_SITE,
  ],
  food: [
    ...PRICE,
    "pricePerServing",
    "dosage",
    "ingredientAmounts",
    "servingsPerContainer",
    "servingsPerDay",
    "thirdPartyTests",
    "bookingUrl",
    ...PRODUCT_SITE,
  ],
  app: [...PRICE, "platforms", "languages"],
  community: [...PRICE, "languages", "bookingUrl"],
  brand: [...PRICE, "languages", "bookingUrl"],
  leaderboard: ["languages"],
  event: [...PRICE, "languages", "bookingUrl"],
};

/** The facts a kind shows, in order. */
export function factsOfKind(kind: ListingKind): readonly FactKey[] {
  return KIND_FACTS[kind];
}
