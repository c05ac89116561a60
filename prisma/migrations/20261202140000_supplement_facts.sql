-- Up Migration
-- AlterTable
ALTER TABLE "Listing" ADD COLUMN     "servingsPerContainer" INTEGER,
ADD COLUMN     "servingsPerDay" INTEGER,
ADD COLUMN     "thirdPartyTests" JSONB;
