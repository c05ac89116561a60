-- Up Migration
-- A saved search's clock: listings published after it are new to the saved search. The alert job sets it when it
-- looks (whether or not it finds any), or just before the first listing an email had no room for.
ALTER TABLE "SavedSearch" ADD COLUMN "checkedAt" TIMESTAMP(3);
-- A location alert moved into saved searches is sent by the saved-search job only: the digest looks its copies up.
CREATE INDEX "SavedSearch_subscriptionId_idx" ON "SavedSearch"("subscriptionId");
