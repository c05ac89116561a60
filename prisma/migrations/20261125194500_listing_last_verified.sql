-- Up Migration
-- When a listing's facts were last confirmed, and by whom. The same type and columns as the listing facts migration
-- of the parallel facts work (20261125160907_listing_facts), written to be a no-op when that one ran first.
DO $$
BEGIN
  CREATE TYPE "VerifiedBy" AS ENUM ('admin', 'owner', 'import');
EXCEPTION
  WHEN duplicate_object THEN NULL;
END $$;

ALTER TABLE "Listing" ADD COLUMN IF NOT EXISTS "lastVerifiedAt" TIMESTAMP(3),
ADD COLUMN IF NOT EXISTS "verifiedBy" "VerifiedBy";
