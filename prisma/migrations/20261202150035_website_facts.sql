-- Up Migration
-- AlterTable
ALTER TABLE "Listing" ADD COLUMN     "gtin" JSONB,
ADD COLUMN     "availability" JSONB,
ADD COLUMN     "priceRange" JSONB,
ADD COLUMN     "sameAs" JSONB;
