-- First-party analytics without personal data: a daily-salted visitor hash on events (the salt table keeps today's
-- and yesterday's salts only), daily rollups the owner dashboard reads instead of raw events, and a bot flag on
-- searches so rollups can leave bots out. Earlier rows lose their client visitor id and user agent: the hash replaces
-- both, and a persistent id would link a visitor across days.
-- Up Migration
ALTER TABLE "AnalyticsEvent" ADD COLUMN "visitorHash" TEXT;
DROP INDEX IF EXISTS "AnalyticsEvent_visitorId_createdAt_idx";
UPDATE "AnalyticsEvent" SET "visitorId" = NULL, "userAgent" = NULL WHERE "visitorId" IS NOT NULL OR "userAgent" IS NOT NULL;

ALTER TABLE "SearchQuery" ADD COLUMN "isBot" BOOLEAN NOT NULL DEFAULT false;

CREATE TABLE "AnalyticsSalt" (
    "day" DATE NOT NULL,
    "salt" TEXT NOT NULL,

    CONSTRAINT "AnalyticsSalt_pkey" PRIMARY KEY ("day")
);

CREATE TABLE "AnalyticsDaily" (
    "metric" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "dimension" TEXT NOT NULL DEFAULT '',
    "value" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "AnalyticsDaily_pkey" PRIMARY KEY ("metric","day","dimension")
);

CREATE TABLE "AnalyticsDailyVisitor" (
    "day" DATE NOT NULL,
    "visitorHash" TEXT NOT NULL,

    CONSTRAINT "AnalyticsDailyVisitor_pkey" PRIMARY KEY ("day","visitorHash")
);
