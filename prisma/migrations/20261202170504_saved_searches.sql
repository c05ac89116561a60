-- Up Migration
-- Saved searches: any directory view kept by a member or a visitor's confirmed email, and the listings sent for each
-- (one row per listing per saved search, so a listing is sent once). Each location alert becomes one saved search per
-- category it follows, near its place at the alerts' radius, daily like the alerts' digest; a paused alert stays paused.
CREATE TYPE "SavedSearchFrequency" AS ENUM ('instant', 'daily', 'weekly');

CREATE TABLE "SavedSearch" (
    "id" TEXT NOT NULL,
    "userId" TEXT,
    "email" TEXT,
    "name" TEXT NOT NULL,
    "view" TEXT NOT NULL,
    "query" TEXT NOT NULL,
    "frequency" "SavedSearchFrequency" NOT NULL DEFAULT 'daily',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "locale" TEXT NOT NULL DEFAULT 'en',
    "confirmToken" TEXT,
    "unsubscribeToken" TEXT NOT NULL,
    "confirmedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "lastNotifiedAt" TIMESTAMP(3),
    "subscriptionId" TEXT,

    CONSTRAINT "SavedSearch_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "SavedSearch_confirmToken_key" ON "SavedSearch"("confirmToken");
CREATE UNIQUE INDEX "SavedSearch_unsubscribeToken_key" ON "SavedSearch"("unsubscribeToken");
CREATE INDEX "SavedSearch_userId_idx" ON "SavedSearch"("userId");
CREATE INDEX "SavedSearch_email_idx" ON "SavedSearch"("email");
CREATE INDEX "SavedSearch_active_frequency_idx" ON "SavedSearch"("active", "frequency");
ALTER TABLE "SavedSearch" ADD CONSTRAINT "SavedSearch_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "SavedSearchAlert" (
    "id" TEXT NOT NULL,
    "savedSearchId" TEXT NOT NULL,
    "listingId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "SavedSearchAlert_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "SavedSearchAlert_savedSearchId_listingId_key" ON "SavedSearchAlert"("savedSearchId", "listingId");
CREATE INDEX "SavedSearchAlert_sentAt_idx" ON "SavedSearchAlert"("sentAt");
ALTER TABLE "SavedSearchAlert" ADD CONSTRAINT "SavedSearchAlert_savedSearchId_fkey" FOREIGN KEY ("savedSearchId") REFERENCES "SavedSearch"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "SavedSearchAlert" ADD CONSTRAINT "SavedSearchAlert_listingId_fkey" FOREIGN KEY ("listingId") REFERENCES "Listing"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The place is written into the query string URL-encoded, as the directory writes it ("%" first).
INSERT INTO "SavedSearch" ("id", "userId", "name", "view", "query", "frequency", "active", "locale", "unsubscribeToken",
    "confirmedAt", "createdAt", "updatedAt", "lastNotifiedAt", "subscriptionId")
SELECT 'ss' || md5(s."id" || ':' || c.category),
       s."userId",
       s."location",
       c.category,
       'near=' || replace(replace(replace(replace(replace(replace(s."location", '%', '%25'), '&', '%26'), '+', '%2B'),
           '=', '%3D'), '#', '%23'), ' ', '+') || '&radius=50',
       'daily',
       s."active",
       u."locale",
       md5(random()::text || s."id" || c.category) || md5(random()::text || c.category || s."id"),
       s."createdAt",
       s."createdAt",
       s."updatedAt",
       s."lastNotifiedAt",
       s."id"
FROM "Subscription" s
JOIN "User" u ON u."id" = s."userId"
CROSS JOIN LATERAL unnest(s."categories") AS c(category)
WHERE c.category IN ('clinics', 'labs', 'wearables', 'supplements');
