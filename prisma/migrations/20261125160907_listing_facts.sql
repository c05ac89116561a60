-- Up Migration
-- CreateEnum
CREATE TYPE "VerifiedBy" AS ENUM ('admin', 'owner', 'import');

-- AlterTable
ALTER TABLE "Listing" RENAME COLUMN "price" TO "priceFrom";

ALTER TABLE "Listing" ADD COLUMN     "accreditationBody" TEXT,
ADD COLUMN     "accreditations" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "bookingUrl" TEXT,
ADD COLUMN     "countriesServed" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "diagnostics" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "doctorReview" BOOLEAN,
ADD COLUMN     "firstPublishedAt" TIMESTAMP(3),
ADD COLUMN     "ingredientAmounts" JSONB,
ADD COLUMN     "lastVerifiedAt" TIMESTAMP(3),
ADD COLUMN     "medicalDirector" TEXT,
ADD COLUMN     "openingHours" JSONB,
ADD COLUMN     "platforms" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "priceIncludes" TEXT,
ADD COLUMN     "pricePerServing" DECIMAL(10,2),
ADD COLUMN     "profession" TEXT,
ADD COLUMN     "programmes" JSONB,
ADD COLUMN     "registryBody" TEXT,
ADD COLUMN     "registryNumber" TEXT,
ADD COLUMN     "sampleMethods" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "sellsTreatments" BOOLEAN,
ADD COLUMN     "sensors" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "sourceUrls" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "subscriptionPrice" DECIMAL(10,2),
ADD COLUMN     "supplementForm" TEXT,
ADD COLUMN     "testPanels" JSONB,
ADD COLUMN     "thirdPartyTesting" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "turnaroundDays" INTEGER,
ADD COLUMN     "validationStudies" JSONB,
ADD COLUMN     "verifiedBy" "VerifiedBy";

-- CreateTable
CREATE TABLE "ComparisonPick" (
    "id" TEXT NOT NULL,
    "kind" "ListingKind" NOT NULL,
    "listingIds" TEXT[],
    "key" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ComparisonPick_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ComparisonPick_key_key" ON "ComparisonPick"("key");

-- CreateIndex
CREATE INDEX "Listing_sampleMethods_idx" ON "Listing" USING GIN ("sampleMethods");

-- CreateIndex
CREATE INDEX "Listing_accreditations_idx" ON "Listing" USING GIN ("accreditations");

-- CreateIndex
CREATE INDEX "Listing_diagnostics_idx" ON "Listing" USING GIN ("diagnostics");

-- CreateIndex
CREATE INDEX "Listing_thirdPartyTesting_idx" ON "Listing" USING GIN ("thirdPartyTesting");



-- Hand-written below.

-- Filters and sorts compare prices across currencies: the price in euros at fixed reference rates (approximate by
-- design; pages show the listing's own price and currency). A currency without a rate is left out of price filters.
-- Wearables default to USD and every other kind to EUR when no currency is stored, as the pages do.
ALTER TABLE "Listing" ADD COLUMN "priceFromEur" numeric(12, 2) GENERATED ALWAYS AS (
  round("priceFrom" * CASE coalesce(upper("currency"), CASE WHEN "kind" = 'wearable' THEN 'USD' ELSE 'EUR' END)
    WHEN 'EUR' THEN 1 WHEN 'USD' THEN 0.92 WHEN 'GBP' THEN 1.17 WHEN 'CHF' THEN 1.05 WHEN 'SEK' THEN 0.088
    WHEN 'NOK' THEN 0.086 WHEN 'DKK' THEN 0.134 WHEN 'PLN' THEN 0.23 WHEN 'CZK' THEN 0.04 WHEN 'HUF' THEN 0.0025
    WHEN 'CAD' THEN 0.68 WHEN 'AUD' THEN 0.61 WHEN 'JPY' THEN 0.0062 WHEN 'SGD' THEN 0.69
  END, 2)
) STORED;

-- Price range and price order per kind; "recently verified" order per kind; the admin's listings to verify (never
-- verified first, then the oldest); a kind's best-placed listings in one country (the pool of related listings).
CREATE INDEX "Listing_price_order_idx" ON "Listing" ("kind", "status", "priceFromEur", "id");
CREATE INDEX "Listing_verified_order_idx" ON "Listing" ("kind", "status", "lastVerifiedAt" DESC NULLS LAST, "id" DESC);
CREATE INDEX "Listing_status_lastVerifiedAt_idx" ON "Listing" ("status", "lastVerifiedAt" ASC NULLS FIRST, "id");
CREATE INDEX "Listing_country_order_idx" ON "Listing" ("kind", "status", lower("country"), "featured" DESC, (coalesce("rating", 0)) DESC, "id" DESC);

-- Rows grow wider with facts (panels, programmes, hours): past about 2 KB PostgreSQL moves the largest values out of
-- line, and that could be the search vector every full-text scan reads. MAIN keeps it in the row, so the wide facts
-- (read only by a detail or comparison page) go out first.
ALTER TABLE "Listing" ALTER COLUMN "searchVector" SET STORAGE MAIN;

-- The first publication of listings that did not come from the curated seed (whose publishedAt is its seeding date).
UPDATE "Listing" SET "firstPublishedAt" = "publishedAt" WHERE "origin" <> 'curated' AND "publishedAt" IS NOT NULL;
