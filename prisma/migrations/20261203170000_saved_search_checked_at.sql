-- Up Migration
-- When the saved-search alert job last looked for a saved search's new matches: listings published since then are
-- new to it, whether or not the last look found any.
ALTER TABLE "SavedSearch" ADD COLUMN "checkedAt" TIMESTAMP(3);
-- A location alert moved into saved searches is sent by the saved-search job only: the digest looks its copies up.
CREATE INDEX "SavedSearch_subscriptionId_idx" ON "SavedSearch"("subscriptionId");
