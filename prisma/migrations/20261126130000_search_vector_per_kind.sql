-- The assistant's recommendations look for the best listings of each kind that match a question's words. A word can
-- be common among all listings and rare in one kind ("cryotherapy": 7 % of all listings, 3 of 13,900 brands at
-- 100,000 listings): the whole table's GIN index then reads every listing with the word and a bitmap of the whole
-- kind to keep three (32 ms there, ten times that at 1,000,000). One GIN index per kind the assistant recommends, on
-- published listings only, holds that kind's matches alone. Together they are about as large as the table's one.
-- Up Migration
CREATE INDEX "Listing_searchVector_clinic_idx" ON "Listing" USING GIN ("searchVector") WHERE "kind" = 'clinic' AND "status" = 'published';
CREATE INDEX "Listing_searchVector_practitioner_idx" ON "Listing" USING GIN ("searchVector") WHERE "kind" = 'practitioner' AND "status" = 'published';
CREATE INDEX "Listing_searchVector_lab_idx" ON "Listing" USING GIN ("searchVector") WHERE "kind" = 'lab' AND "status" = 'published';
CREATE INDEX "Listing_searchVector_supplement_idx" ON "Listing" USING GIN ("searchVector") WHERE "kind" = 'supplement' AND "status" = 'published';
CREATE INDEX "Listing_searchVector_food_idx" ON "Listing" USING GIN ("searchVector") WHERE "kind" = 'food' AND "status" = 'published';
CREATE INDEX "Listing_searchVector_wearable_idx" ON "Listing" USING GIN ("searchVector") WHERE "kind" = 'wearable' AND "status" = 'published';
CREATE INDEX "Listing_searchVector_brand_idx" ON "Listing" USING GIN ("searchVector") WHERE "kind" = 'brand' AND "status" = 'published';
CREATE INDEX "Listing_searchVector_app_idx" ON "Listing" USING GIN ("searchVector") WHERE "kind" = 'app' AND "status" = 'published';
