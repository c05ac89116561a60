-- Search at a million listings.
-- 1. Typo fallback: the distinct words of listing names, each once, trigram-indexed. A misspelt search word is
--    corrected against these few thousand words and then searched with the full-text index, instead of comparing
--    the search with every listing name. Words are added by statement triggers (one INSERT per statement, COPY
--    included) and never removed: a word no listing uses any more corrects to a search that finds nothing.
-- 2. The assistant's recommendations: the lowercased facet values of each listing in one GIN-indexed expression, so
--    only listings sharing a value are scored.
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

CREATE OR REPLACE FUNCTION lowercase_text_array(text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(array_agg(lower(v)), '{}') FROM unnest($1) AS v $$;

-- server/public/assistant/directory-sql.ts writes the same expression (the planner matches it to this index).
CREATE INDEX "Listing_facet_values_idx" ON "Listing" USING GIN (lowercase_text_array(
  "specialties" || "healthConditions" || "biomarkers" || "testTypes" || "advancedBiomarkers" || "trackingCapabilities" ||
  "ingredients" || "healthGoals" || "dietaryPreferences" || "categories" || "tags" || ARRAY["category"]));
