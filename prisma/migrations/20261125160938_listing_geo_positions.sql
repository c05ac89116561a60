-- Distance search: every listing with a place gets a position, its own coordinates when it has them, else its city's
-- from the offline gazetteer (looked up by the app on write, since the gazetteer is not in the database). The
-- position is a set of generated columns, so a write that sets lat/lng is searchable at once, whoever makes it.
-- Up Migration
ALTER TABLE "Listing" ADD COLUMN "cityLat" DOUBLE PRECISION,
ADD COLUMN "cityLng" DOUBLE PRECISION,
ADD COLUMN "cityPointOf" TEXT;

-- One coordinate of the position: the listing's own when it has both, else its city's; rounded to 1e-7 degrees
-- (about a centimetre), because a subnormal coordinate would make the distance's squares underflow, which
-- PostgreSQL reports as an error rather than a zero.
CREATE FUNCTION listing_position_degrees(own float8, own_other float8, city float8) RETURNS float8
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT round((CASE WHEN own IS NOT NULL AND own_other IS NOT NULL THEN own ELSE city END)::numeric, 7)::float8
$$;

ALTER TABLE "Listing"
  ADD COLUMN "geoLat" DOUBLE PRECISION GENERATED ALWAYS AS (listing_position_degrees("lat", "lng", "cityLat")) STORED,
  ADD COLUMN "geoLng" DOUBLE PRECISION GENERATED ALWAYS AS (listing_position_degrees("lng", "lat", "cityLng")) STORED,
  -- The position as a point on the unit sphere: the straight-line (chord) distance between two such points orders
  -- and cuts by great-circle distance exactly, with arithmetic alone instead of trigonometry on every row.
  ADD COLUMN "geoX" DOUBLE PRECISION GENERATED ALWAYS AS (
    cosd(listing_position_degrees("lat", "lng", "cityLat")) * cosd(listing_position_degrees("lng", "lat", "cityLng"))
  ) STORED,
  ADD COLUMN "geoY" DOUBLE PRECISION GENERATED ALWAYS AS (
    cosd(listing_position_degrees("lat", "lng", "cityLat")) * sind(listing_position_degrees("lng", "lat", "cityLng"))
  ) STORED,
  ADD COLUMN "geoZ" DOUBLE PRECISION GENERATED ALWAYS AS (sind(listing_position_degrees("lat", "lng", "cityLat"))) STORED;

-- The bounding box of a distance search: an equality on kind, a range on latitude, longitude checked inside the
-- index; the id, the unit vector and the directory order's columns ride along, so the box, the exact distance and
-- either order come from the index alone.
CREATE INDEX "Listing_geo_idx" ON "Listing" ("kind", "geoLat", "geoLng") INCLUDE ("id", "geoX", "geoY", "geoZ", "featured", "rating")
  WHERE "status" = 'published' AND "geoLat" IS NOT NULL;

-- The near-place toggle: telehealth listings of the searched country in the directory's order (the position rides
-- along to leave out those already listed by distance), and products that ship to the country.
CREATE INDEX "Listing_telehealth_idx" ON "Listing" (lower("country"), "kind", "featured" DESC, (coalesce("rating", 0)) DESC, "id" DESC)
  INCLUDE ("geoLat", "geoLng", "geoX", "geoY", "geoZ") WHERE "status" = 'published' AND "telehealth" = true;
CREATE INDEX "Listing_deliveryAreas_idx" ON "Listing" USING GIN ("deliveryAreas");
