// Listing facts in JSON-LD, where schema.org has a property for them: every fact of the registry says what it adds
// (or null), per kind of entity. Fragments of several facts are merged: lists (offers, additionalProperty) concatenate.
import { bodyShortName, STANDARD_NAMES } from "@/lib/listings/accreditation";
import type { MarkerCatalogue } from "@/lib/biomarkers/catalogue";
import { SEED_CATALOGUE } from "@/lib/biomarkers/seed-catalogue";
import { ACCREDITATIONS, DIAGNOSTICS, optionLabelOf } from "@/lib/listings/fact-options";
import { factDisplay, factSummary, type FactSubject } from "@/lib/listings/fact-format";
import { listingCurrency } from "@/lib/listings/currency";
import { factLabel, type FactKey } from "@/lib/listings/facts";
import { programmeName } from "@/lib/listings/supplement-facts";
import { studyUrl } from "@/lib/listings/wearable-facts";
import type { EntityGroup } from "./schema-type";

type JsonLdValue = string | number | boolean | JsonLdObject | JsonLdValue[];
export type JsonLdObject = { [property: string]: JsonLdValue | undefined };
type Mapper = (subject: FactSubject, group: EntityGroup, markers: MarkerCatalogue) => JsonLdObject | null;

const currencyOf = (subject: FactSubject) => listingCurrency(subject);

/** A product's specification as a PropertyValue (battery life, sensors, form…), the form schema.org gives them. */
const property =
  (key: FactKey): Mapper =>
  (subject, group) => {
    if (group !== "product") return null;
    const value = factSummary(subject, key);
    return value === null
      ? null
      : { additionalProperty: [{ "@type": "PropertyValue", name: factLabel(key, subject.kind), value }] };
  };

const availabilityUrl = (subject: FactSubject) =>
  subject.availability ? `https://schema.org/${subject.availability.value}` : undefined;

function priceJsonLd(subject: FactSubject, group: EntityGroup): JsonLdObject | null {
  if (subject.priceFrom === null || subject.priceFrom === undefined) return null;
  const offer: JsonLdObject = {
    "@type": "Offer",
    price: subject.priceFrom,
    priceCurrency: currencyOf(subject),
    description: subject.priceIncludes ?? undefined,
    url: subject.bookingUrl ?? undefined,
    availability: availabilityUrl(subject),
  };
  // A local business states its price range (its own site's, when it publishes one); its panels or programmes are
  // its catalogue.
  if (group === "business")
    return subject.priceRange ? null : { priceRange: `From ${factSummary(subject, "priceFrom")}` };
  return group === "organization" ? { makesOffer: [offer] } : { offers: [offer] };
}

/** A catalogue of priced services (a lab's test panels, a clinic's programmes), in the listing's currency. */
function offerCatalog(
  subject: FactSubject,
  name: string,
  services: readonly { name: string; price?: number }[] | null | undefined,
): JsonLdObject | null {
  if (!services?.length) return null;
  return catalog(
    name,
    services.map((service) => ({
      "@type": "Offer",
      price: service.price,
      priceCurrency: service.price === undefined ? undefined : currencyOf(subject),
      itemOffered: { "@type": "Service", name: service.name },
    })),
  );
}

function registryIdentifier(subject: FactSubject): JsonLdObject | undefined {
  if (!subject.registryNumber) return undefined;
  return {
    "@type": "PropertyValue",
    propertyID: subject.registryBody ?? factLabel("registryBody", subject.kind),
    value: subject.registryNumber,
  };
}

/** The public register entry of a licence, as a credential a visitor can check. */
function licenceCredential(subject: FactSubject): JsonLdObject | undefined {
  if (!subject.licenceRegister) return undefined;
  return {
    "@type": "EducationalOccupationalCredential",
    credentialCategory: "licence",
    url: subject.licenceRegister.registerUrl,
  };
}

function catalog(name: string, offers: JsonLdObject[]): JsonLdObject {
  return { hasOfferCatalog: { "@type": "OfferCatalog", name, itemListElement: offers } };
}

const FACT_JSON_LD: { [K in FactKey]: Mapper | null } = {
  priceFrom: priceJsonLd,
  currency: null,
  priceIncludes: null,
  bookingUrl: (subject, group) =>
    group === "business" && subject.bookingUrl
      ? { potentialAction: { "@type": "ReserveAction", target: subject.bookingUrl } }
      : null,
  languages: (subject, group) =>
    (group === "business" || group === "organization") && subject.languages?.length
      ? { knowsLanguage: subject.languages }
      : null,
  openingHours: (subject, group) =>
    group === "business" && subject.openingHours
      ? {
          openingHoursSpecification: subject.openingHours.hours.map((row) => ({
            "@type": "OpeningHoursSpecification",
            dayOfWeek: row.days.map((day) => `https://schema.org/${day}`),
            opens: row.opens,
            closes: row.closes,
          })),
        }
      : null,
  testPanels: (subject, _group, markers) =>
    subject.testPanels?.length
      ? catalog(
          "Test panels",
          subject.testPanels.map((panel) => ({
            "@type": "Offer",
            price: panel.price,
            priceCurrency: panel.price === undefined ? undefined : (panel.currency ?? currencyOf(subject)),
            itemOffered: {
              "@type": "MedicalTestPanel",
              name: panel.name,
              subTest: panel.biomarkers.map((marker) => {
                const loinc = markers.loinc(marker);
                return {
                  "@type": "MedicalTest",
                  name: markers.name(marker),
                  code: loinc ? { "@type": "MedicalCode", codeValue: loinc, codingSystem: "LOINC" } : undefined,
                };
              }),
            },
          })),
        )
      : null,
  programmes: (subject) =>
    offerCatalog(
      subject,
      "Programmes",
      subject.programmes?.map(({ name, priceFrom }) => ({ name, price: priceFrom })),
    ),
  diagnostics: (subject, group) =>
    group === "business" &&
    (subject.kind === "clinic" || subject.kind === "practitioner") &&
    subject.diagnostics?.length
      ? {
          availableService: subject.diagnostics.map((value) => ({
            "@type": "MedicalTest",
            name: optionLabelOf(DIAGNOSTICS, value),
          })),
        }
      : null,
  accreditations: (subject) =>
    subject.accreditations?.length
      ? {
          hasCredential: subject.accreditations.map((value) => ({
            "@type": "EducationalOccupationalCredential",
            credentialCategory: "accreditation",
            name: optionLabelOf(ACCREDITATIONS, value),
            recognizedBy:
              value === "iso-15189" && subject.accreditationBody
                ? { "@type": "Organization", name: factSummary(subject, "accreditationBody") ?? undefined }
                : undefined,
          })),
        }
      : null,
  accreditationBody: null,
  accreditationRecords: (subject) =>
    subject.accreditationRecords?.length
      ? {
          hasCredential: subject.accreditationRecords.map((record) => ({
            "@type": "EducationalOccupationalCredential",
            credentialCategory: "accreditation",
            name: STANDARD_NAMES[record.standard],
            identifier: record.number,
            url: record.registerUrl,
            recognizedBy: { "@type": "Organization", name: bodyShortName(record.body) },
          })),
        }
      : null,
  medicalDirector: (subject) =>
    subject.kind === "clinic" && subject.medicalDirector
      ? {
          employee: {
            "@type": "Person",
            name: subject.medicalDirector,
            jobTitle: "Medical director",
            identifier: registryIdentifier(subject),
            hasCredential: licenceCredential(subject),
          },
        }
      : null,
  // A clinic's licence is its medical director's (above); a practitioner's is their own.
  licenceRegister: (subject) => {
    const credential = subject.kind === "clinic" ? undefined : licenceCredential(subject);
    return credential ? { hasCredential: [credential] } : null;
  },
  // Each service as an Offer whose price specification gives the range the page was read with.
  servicePrices: (subject, group) =>
    (group === "business" || group === "organization") && subject.servicePrices?.length
      ? {
          makesOffer: subject.servicePrices.map((service) => ({
            "@type": "Offer",
            itemOffered: { "@type": "Service", name: service.name },
            url: service.sourceUrl,
            priceSpecification: {
              "@type": "PriceSpecification",
              minPrice: service.priceMin,
              maxPrice: service.priceMax,
              priceCurrency: service.currency ?? currencyOf(subject),
            },
          })),
        }
      : null,
  // A clinic's registry number is its medical director's (above).
  registryNumber: (subject) => (subject.kind === "clinic" ? null : { identifier: registryIdentifier(subject) }),
  registryBody: null,
  countriesServed: (subject) =>
    subject.countriesServed?.length
      ? { areaServed: subject.countriesServed.map((name) => ({ "@type": "Country", name })) }
      : null,
  validationStudies: (subject) =>
    subject.validationStudies?.length
      ? {
          subjectOf: subject.validationStudies.map((study) => ({
            "@type": "ScholarlyArticle",
            name:
              study.title ?? factSummary({ ...subject, validationStudies: [study] }, "validationStudies") ?? undefined,
            url: studyUrl(study),
            sameAs: study.doi && study.url ? study.url : undefined,
            identifier: study.doi ? { "@type": "PropertyValue", propertyID: "DOI", value: study.doi } : undefined,
            datePublished: study.year ? String(study.year) : undefined,
          })),
        }
      : null,
  subscriptionPrice: (subject, group) =>
    group === "product" && subject.subscriptionPrice !== null && subject.subscriptionPrice !== undefined
      ? {
          offers: [
            {
              "@type": "Offer",
              name: "Subscription",
              priceSpecification: {
                "@type": "UnitPriceSpecification",
                price: subject.subscriptionPrice,
                priceCurrency: subject.subscriptionCurrency || currencyOf(subject),
                unitCode: "MON",
              },
            },
          ],
        }
      : null,
  ingredientAmounts: (subject, group) =>
    group === "product" && subject.ingredientAmounts?.length
      ? {
          additionalProperty: subject.ingredientAmounts.map((item) => ({
            "@type": "PropertyValue",
            name: item.name,
            value: item.amount,
            unitText: item.unit,
            description: item.form,
          })),
        }
      : null,
  servingsPerContainer: property("servingsPerContainer"),
  servingsPerDay: property("servingsPerDay"),
  // schema.org's Certification: the programme that tested the product, its register entry and the day it was checked.
  thirdPartyTests: (subject, group) =>
    group === "product" && subject.thirdPartyTests?.length
      ? {
          hasCertification: subject.thirdPartyTests.map((test) => ({
            "@type": "Certification",
            name: programmeName(test.programme),
            issuedBy: { "@type": "Organization", name: programmeName(test.programme) },
            certificationIdentification: test.batch ?? test.product,
            url: test.registerUrl,
            auditDate: test.checkedAt,
          })),
        }
      : null,
  sampleMethods: property("sampleMethods"),
  homeCollection: property("homeCollection"),
  turnaroundDays: property("turnaroundDays"),
  doctorReview: property("doctorReview"),
  onlineResults: property("onlineResults"),
  profession: property("profession"),
  yearsExperience: property("yearsExperience"),
  telehealth: property("telehealth"),
  acceptsInsurance: property("acceptsInsurance"),
  sellsTreatments: property("sellsTreatments"),
  subscriptionAvailable: property("subscriptionAvailable"),
  subscriptionCurrency: null,
  batteryLife: property("batteryLife"),
  sensors: property("sensors"),
  platforms: property("platforms"),
  pricePerServing: property("pricePerServing"),
  supplementForm: property("supplementForm"),
  dosage: property("dosage"),
  thirdPartyTesting: property("thirdPartyTesting"),
  thirdPartyTested: property("thirdPartyTested"),
  gtin: (subject, group) => (group === "product" && subject.gtin ? { gtin: subject.gtin.value } : null),
  // With a price, the availability is that offer's (priceJsonLd); without one, an offer of its own.
  availability: (subject, group) =>
    group === "product" && subject.availability && (subject.priceFrom === null || subject.priceFrom === undefined)
      ? { offers: [{ "@type": "Offer", availability: availabilityUrl(subject) }] }
      : null,
  priceRange: (subject, group) =>
    group === "business" && subject.priceRange ? { priceRange: subject.priceRange.value } : null,
  sameAs: (subject) => (subject.sameAs ? { sameAs: subject.sameAs.value } : null),
  sourceUrls: null,
};

/** The properties a listing's known facts add to its JSON-LD entity. */
/**
 * The facts' JSON-LD. `markers` is the biomarker catalogue the page read (its LOINC codes include the admin's); the
 * seed's stands in where none was read.
 */
export function factsJsonLd(
  subject: FactSubject,
  keys: readonly FactKey[],
  group: EntityGroup,
  markers: MarkerCatalogue = SEED_CATALOGUE,
): JsonLdObject {
  const merged: JsonLdObject = {};
  for (const key of keys) {
    if (factDisplay(subject, key) === null) continue;
    const fragment = FACT_JSON_LD[key]?.(subject, group, markers);
    for (const [name, value] of Object.entries(fragment ?? {})) {
      if (value === undefined) continue;
      const existing = merged[name];
      merged[name] = Array.isArray(existing) && Array.isArray(value) ? [...existing, ...value] : value;
    }
  }
  return merged;
}
