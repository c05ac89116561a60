-- Up Migration
-- AlterTable
ALTER TABLE "Listing" ADD COLUMN     "licenceRegister" JSONB,
ADD COLUMN     "servicePrices" JSONB,
ADD COLUMN     "subscriptionCurrency" TEXT;
