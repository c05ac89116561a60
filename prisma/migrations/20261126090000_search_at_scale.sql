-- Search at a million listings.
-- 1. Typo fallback: the distinct words of listing names, each once, trigram-indexed. A misspelt search word is
--    corrected against these few thousand words and then searched with the full-text index, instead of comparing
--    the search with every listing name. Words are added by statement triggers (one INSERT per statement, COPY
--    included) and never removed: a word no listing uses any more corrects to a search that finds nothing.
-- Up Migration
CREATE TABLE "ListingWord" ("word" TEXT NOT NULL, CONSTRAINT "ListingWord_pkey" PRIMARY KEY ("word"));
CREATE INDEX "ListingWord_word_trgm_idx" ON "ListingWord" USING GIN ("word" gin_trgm_ops);

CREATE OR REPLACE FUNCTION listing_words_from_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ListingWord" ("word")
    SELECT DISTINCT w FROM new_rows, unnest(tsvector_to_array(to_tsvector('simple', coalesce(new_rows."name", '')))) AS w
    WHERE length(w) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER "Listing_words_after_insert" AFTER INSERT ON "Listing"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_words_from_new_rows();
CREATE TRIGGER "Listing_words_after_update" AFTER UPDATE ON "Listing"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_words_from_new_rows();

INSERT INTO "ListingWord" ("word")
  SELECT DISTINCT w FROM "Listing", unnest(tsvector_to_array(to_tsvector('simple', coalesce("name", '')))) AS w
  WHERE length(w) BETWEEN 3 AND 40
ON CONFLICT DO NOTHING;

-- 2. Deep directory pages filtered by country or verified status are index-only scans of the order index.
DROP INDEX IF EXISTS "Listing_directory_order_idx";
CREATE INDEX "Listing_directory_order_idx" ON "Listing" ("kind", "status", "featured" DESC, (coalesce("rating", 0)) DESC, "id" DESC)
  INCLUDE ("region", "rating", "country", "verified");

-- 3. A sitemap file (50,000 listings in id order, skipping the earlier files) is an index-only scan.
CREATE INDEX "Listing_sitemap_idx" ON "Listing" ("status", "id") INCLUDE ("kind", "slug", "updatedAt");
