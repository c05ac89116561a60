-- Distance search: every listing with a place gets a position, its own coordinates when it has them, else its city's
-- from the offline gazetteer (looked up by the app on write, since the gazetteer is not in the database). The
-- position is a generated column, so a write that sets lat/lng is searchable at once, whoever makes it. It is rounded
-- to 1e-7 degrees (about a centimetre): a subnormal coordinate would make the distance's squares underflow, which
-- PostgreSQL reports as an error rather than a zero.
-- Up Migration
ALTER TABLE "Listing" ADD COLUMN "cityLat" DOUBLE PRECISION,
ADD COLUMN "cityLng" DOUBLE PRECISION,
ADD COLUMN "cityPointOf" TEXT;

ALTER TABLE "Listing" ADD COLUMN "geoLat" DOUBLE PRECISION GENERATED ALWAYS AS (
  round((CASE WHEN "lat" IS NOT NULL AND "lng" IS NOT NULL THEN "lat" ELSE "cityLat" END)::numeric, 7)::float8
) STORED;
ALTER TABLE "Listing" ADD COLUMN "geoLng" DOUBLE PRECISION GENERATED ALWAYS AS (
  round((CASE WHEN "lat" IS NOT NULL AND "lng" IS NOT NULL THEN "lng" ELSE "cityLng" END)::numeric, 7)::float8
) STORED;

-- The bounding box of a distance search: an equality on kind, a range on latitude, longitude checked inside the
-- index; the id rides along so the box and the exact distance are computed from the index alone.
CREATE INDEX "Listing_geo_idx" ON "Listing" ("kind", "geoLat", "geoLng") INCLUDE ("id")
  WHERE "status" = 'published' AND "geoLat" IS NOT NULL;

-- The near-place toggle: telehealth listings of the searched country in the directory's order (the position rides
-- along to leave out those already listed by distance), and products that ship to the country.
CREATE INDEX "Listing_telehealth_idx" ON "Listing" (lower("country"), "kind", "featured" DESC, (coalesce("rating", 0)) DESC, "id" DESC)
  INCLUDE ("geoLat", "geoLng") WHERE "status" = 'published' AND "telehealth" = true;
CREATE INDEX "Listing_deliveryAreas_idx" ON "Listing" USING GIN ("deliveryAreas");
