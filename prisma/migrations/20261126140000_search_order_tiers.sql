-- The assistant recommends the best listings of each kind in the directory's order (editor's picks, then rating, then
-- newest) among those matching a question's words. Neither the order index nor a GIN index serves that alone: the
-- walk of the order index reads on past every listing without the words, and a GIN index returns every match, all
-- read and sorted (10,700 supplements for "creatine" at 1,000,000 listings: 0.8 s). Nor does a GIN index over the
-- kind, the order and the words together: it intersects the small set of a kind's editor's picks with the words'
-- long lists of all kinds, a page of each list per pick (30 ms for eight common words and no match).
-- So this index splits each kind's listings into tiers of the directory order (listing_order_tier: the editor's
-- picks, then ratings of 4.8 and up, 4.5, 4, 3, any rating, none) and files every word of a listing under its kind
-- and tier: "creatine" of a supplement with a 4.6 rating is the word "e4/creatin". The assistant looks a query up one
-- tier at a time, best first, each tier's matches alone, and stops once it has enough. The first tiers are small and
-- a large one is reached only when the tiers before it held few matches, so few listings are read either way.
-- It replaces the assistant's GIN index per kind.
-- Up Migration
CREATE FUNCTION listing_order_tier(featured boolean, rating double precision) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN featured THEN 6 WHEN rating >= 4.8 THEN 5 WHEN rating >= 4.5 THEN 4 WHEN rating >= 4 THEN 3
    WHEN rating >= 3 THEN 2 WHEN rating > 0 THEN 1 ELSE 0 END;

-- Three characters: a letter per kind (casting the enum to text is not immutable, so no index could use it), the tier
-- and a slash.
CREATE FUNCTION listing_tier_prefix(kind "ListingKind", tier integer) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (CASE kind WHEN 'clinic' THEN 'a' WHEN 'lab' THEN 'b' WHEN 'practitioner' THEN 'c' WHEN 'wearable' THEN 'd'
    WHEN 'supplement' THEN 'e' WHEN 'food' THEN 'f' WHEN 'app' THEN 'g' WHEN 'community' THEN 'h' WHEN 'brand' THEN 'i'
    WHEN 'leaderboard' THEN 'j' WHEN 'event' THEN 'k' ELSE 'z' END) || tier::text || '/';

-- The words of a search vector filed under the listing's kind and tier (no positions: matching needs none). A word
-- too long for a prefix is left out, as to_tsvector leaves out a word too long to index.
CREATE FUNCTION listing_tier_vector(kind "ListingKind", featured boolean, rating double precision, vector tsvector)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN array_to_tsvector(ARRAY(
    SELECT listing_tier_prefix(kind, listing_order_tier(featured, rating)) || lexeme
    FROM unnest(tsvector_to_array(vector)) AS lexeme WHERE octet_length(lexeme) < 2000));

-- A tsquery's words filed under a kind and tier: its text form quotes every word, a quote inside one doubled.
CREATE FUNCTION listing_tier_query(kind "ListingKind", tier integer, query tsquery) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN regexp_replace(query::text, '''((?:[^'']|'''')*)''', '''' || listing_tier_prefix(kind, tier) || '\1''', 'g')::tsquery;

-- Up to `wanted` published listings of a kind (in a country when one is given) matching `words`, in the directory
-- order. With `walk_rows`, the walk of the order index reads that many best listings first and checks each (right for
-- words most listings have); the rest come from the tiers, past the walked listings. A function, so that the
-- statement calling it for every kind is planned in a moment and priced low (the same lookups inlined were priced
-- past jit_above_cost, and JIT compiled them for longer than they ran: 1.4 s); its own statements' plans are kept for
-- the session.
CREATE FUNCTION listing_best_matches(of_kind "ListingKind", words tsquery, in_country text, walk_rows integer,
  wanted integer) RETURNS SETOF "Listing" LANGUAGE plpgsql STABLE PARALLEL SAFE ROWS 50 AS $$
DECLARE
  taken integer := 0;
  tier_found integer;
  tier integer;
  past boolean := false;
  past_featured boolean;
  past_score double precision;
  past_id text;
BEGIN
  IF walk_rows > 0 THEN
    RETURN QUERY SELECT walked.* FROM (
        SELECT * FROM "Listing" l
        WHERE l."kind" = of_kind AND l."status" = 'published' AND (in_country IS NULL OR l."country" = in_country)
        ORDER BY l."featured" DESC, coalesce(l."rating", 0) DESC, l."id" DESC LIMIT walk_rows) walked
      WHERE ts_match_vq(walked."searchVector", words) LIMIT wanted;
    GET DIAGNOSTICS taken = ROW_COUNT;
    IF taken >= wanted THEN RETURN; END IF;
    SELECT l."featured", coalesce(l."rating", 0), l."id" INTO past_featured, past_score, past_id FROM "Listing" l
      WHERE l."kind" = of_kind AND l."status" = 'published' AND (in_country IS NULL OR l."country" = in_country)
      ORDER BY l."featured" DESC, coalesce(l."rating", 0) DESC, l."id" DESC OFFSET walk_rows - 1 LIMIT 1;
    -- The walk read the whole kind.
    IF NOT FOUND THEN RETURN; END IF;
    past := true;
  END IF;
  FOREACH tier IN ARRAY ARRAY[6, 5, 4, 3, 2, 1, 0] LOOP
    -- The tier's words find the matches; the search vector itself confirms them. The matches are a subquery of
    -- their own (OFFSET 0): the session's generic plan does not know how few they are, and, with the order and the
    -- limit in view, walked the order index of all listings instead, building each one's tier words.
    RETURN QUERY SELECT * FROM (
        SELECT * FROM "Listing" l
        WHERE listing_tier_vector(l."kind", l."featured", l."rating", l."searchVector") @@ listing_tier_query(of_kind, tier, words)
          AND l."status" = 'published' AND ts_match_vq(l."searchVector", words)
          AND (in_country IS NULL OR l."country" = in_country)
          AND (NOT past OR (l."featured", coalesce(l."rating", 0), l."id") < (past_featured, past_score, past_id))
        OFFSET 0) matches
      ORDER BY matches."featured" DESC, coalesce(matches."rating", 0) DESC, matches."id" DESC LIMIT wanted - taken;
    GET DIAGNOSTICS tier_found = ROW_COUNT;
    taken := taken + tier_found;
    EXIT WHEN taken >= wanted;
  END LOOP;
END $$;

CREATE INDEX "Listing_search_tier_idx" ON "Listing"
  USING GIN (listing_tier_vector("kind", "featured", "rating", "searchVector")) WHERE "status" = 'published';

DROP INDEX IF EXISTS "Listing_searchVector_clinic_idx";
DROP INDEX IF EXISTS "Listing_searchVector_practitioner_idx";
DROP INDEX IF EXISTS "Listing_searchVector_lab_idx";
DROP INDEX IF EXISTS "Listing_searchVector_supplement_idx";
DROP INDEX IF EXISTS "Listing_searchVector_food_idx";
DROP INDEX IF EXISTS "Listing_searchVector_wearable_idx";
DROP INDEX IF EXISTS "Listing_searchVector_brand_idx";
DROP INDEX IF EXISTS "Listing_searchVector_app_idx";
