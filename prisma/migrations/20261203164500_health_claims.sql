-- Up Migration
-- The EU-authorised health claims move from code to the database: the nutrients they are made for (names in every
-- language, the NRV where one was read) and each claim's registered wording per language, its condition of use (the
-- least amount per daily portion) and the official copy it was read in. Nothing is seeded: a claim is added by the
-- admin once its wording has been read in an official copy.
-- CreateTable
CREATE TABLE "ClaimNutrient" (
    "slug" TEXT NOT NULL,
    "names" JSONB NOT NULL,
    "nrvAmount" DOUBLE PRECISION,
    "nrvUnit" TEXT,
    "sourceUrl" TEXT,
    "checkedAt" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ClaimNutrient_pkey" PRIMARY KEY ("slug")
);

-- CreateTable
CREATE TABLE "HealthClaim" (
    "id" TEXT NOT NULL,
    "nutrientSlug" TEXT NOT NULL,
    "wording" JSONB NOT NULL,
    "minAmount" DOUBLE PRECISION NOT NULL,
    "minUnit" TEXT NOT NULL,
    "regulation" TEXT NOT NULL,
    "sourceUrl" TEXT NOT NULL,
    "checkedAt" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "HealthClaim_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "HealthClaim_nutrientSlug_idx" ON "HealthClaim"("nutrientSlug");

-- AddForeignKey
ALTER TABLE "HealthClaim" ADD CONSTRAINT "HealthClaim_nutrientSlug_fkey" FOREIGN KEY ("nutrientSlug") REFERENCES "ClaimNutrient"("slug") ON DELETE RESTRICT ON UPDATE CASCADE;
