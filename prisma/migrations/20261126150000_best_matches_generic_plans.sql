-- listing_best_matches runs the same few statements for every kind and tier of every question. Left to choose, the
-- session's plan cache kept planning them afresh on every call, as the generic plans' estimates (a tsquery parameter
-- of unknown selectivity) looked dearer than the custom plans': about 0.4 ms of planning per tier looked up, against
-- a few hundredths of a millisecond to run the lookup itself. The generic plans read the same rows (the matches are
-- their own subquery, the walk follows the order index), so the function keeps them for the session.
-- Up Migration
ALTER FUNCTION listing_best_matches("ListingKind", tsquery, text, integer, integer) SET plan_cache_mode = force_generic_plan;
