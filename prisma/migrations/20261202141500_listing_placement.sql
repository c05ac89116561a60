-- Up Migration
-- A listing's place in the results, said honestly: chosen by the editors, or given for payment. One column decides it;
-- "featured" (an editor's pick, which the directory's order reads) and "sponsored" (the label, which never moves a
-- listing) are generated from it, so the order's indexes and functions keep reading the columns they always read and
-- no write can set one without the other.
CREATE TYPE "ListingPlacement" AS ENUM ('editorial', 'sponsored');

ALTER TABLE "Listing" ADD COLUMN "placement" "ListingPlacement";
UPDATE "Listing" SET "placement" = 'sponsored' WHERE "sponsored";
UPDATE "Listing" SET "placement" = 'editorial' WHERE "featured" AND NOT "sponsored";

-- Dropping the columns drops the indexes on them; each is recreated below as it was.
ALTER TABLE "Listing" DROP COLUMN "featured", DROP COLUMN "sponsored";
ALTER TABLE "Listing"
  ADD COLUMN "featured" BOOLEAN GENERATED ALWAYS AS (coalesce("placement" = 'editorial', false)) STORED NOT NULL,
  ADD COLUMN "sponsored" BOOLEAN GENERATED ALWAYS AS (coalesce("placement" = 'sponsored', false)) STORED NOT NULL;

CREATE INDEX "Listing_status_placement_idx" ON "Listing" ("status", "placement");
CREATE INDEX "Listing_status_kind_featured_idx" ON "Listing" ("status", "kind", "featured");
CREATE INDEX "Listing_all_order_idx" ON "Listing" ("status", "featured" DESC, (coalesce("rating", 0)) DESC, "id" DESC)
  INCLUDE ("kind", "region", "rating");
CREATE INDEX "Listing_country_order_idx" ON "Listing" ("kind", "status", lower("country"), "featured" DESC, (coalesce("rating", 0)) DESC, "id" DESC);
CREATE INDEX "Listing_geo_idx" ON "Listing" ("kind", "geoLat", "geoLng") INCLUDE ("id", "geoX", "geoY", "geoZ", "featured", "rating")
  WHERE "status" = 'published' AND "geoLat" IS NOT NULL;
CREATE INDEX "Listing_telehealth_idx" ON "Listing" (lower("country"), "kind", "featured" DESC, (coalesce("rating", 0)) DESC, "id" DESC)
  INCLUDE ("geoLat", "geoLng", "geoX", "geoY", "geoZ") WHERE "status" = 'published' AND "telehealth" = true;
CREATE INDEX "Listing_directory_order_idx" ON "Listing" ("status", "kind", "featured" DESC, (coalesce("rating", 0)) DESC, "id" DESC)
  INCLUDE ("region", "rating", "country", "verified");
CREATE INDEX "Listing_search_tier_idx" ON "Listing" USING GIN (listing_tier_vector("kind", "featured", "rating", "searchVector"))
  WHERE "status" = 'published';
