-- Up Migration
-- AlterTable
ALTER TABLE "ListingReport" ADD COLUMN     "emailLocales" TEXT[] DEFAULT ARRAY[]::TEXT[];

