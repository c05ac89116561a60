-- The owner dashboard's ranked lists over the completed days of each period (7, 30, 90 days), recomputed once a day
-- from the daily rollups: a dashboard then reads at most 200 rows plus today's counters per list, whatever the
-- period or the number of distinct pages, listings and searches.
-- Up Migration
CREATE TABLE "AnalyticsTop" (
    "period" INTEGER NOT NULL,
    "metric" TEXT NOT NULL,
    "dimension" TEXT NOT NULL,
    "value" INTEGER NOT NULL,

    CONSTRAINT "AnalyticsTop_pkey" PRIMARY KEY ("period","metric","dimension")
);

CREATE TABLE "AnalyticsTopState" (
    "period" INTEGER NOT NULL,
    "throughDay" DATE NOT NULL,

    CONSTRAINT "AnalyticsTopState_pkey" PRIMARY KEY ("period")
);
