-- Up Migration
-- AlterTable
ALTER TABLE "Listing" ADD COLUMN     "accreditationRecords" JSONB;
