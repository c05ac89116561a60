-- The website verifier: what it last found per listing, its conditional-request validators, the changes it proposes
-- and the admin's runs (the jobs themselves live in pg-boss's own schema).
-- Up Migration
-- CreateEnum
CREATE TYPE "ProposalStatus" AS ENUM ('pending', 'accepted', 'rejected', 'auto_accepted');

-- CreateTable
CREATE TABLE "ListingWebsiteCheck" (
    "listingId" TEXT NOT NULL,
    "lastCheckedAt" TIMESTAMP(3) NOT NULL,
    "outcome" TEXT NOT NULL,
    "cause" TEXT,
    "notices" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "movedTo" TEXT,
    "failureCount" INTEGER NOT NULL DEFAULT 0,
    "failingSince" TIMESTAMP(3),
    "lastFailureAt" TIMESTAMP(3),
    "spacedFailures" INTEGER NOT NULL DEFAULT 0,
    "lastReachableAt" TIMESTAMP(3),
    "listingUpdatedAt" TIMESTAMP(3),

    CONSTRAINT "ListingWebsiteCheck_pkey" PRIMARY KEY ("listingId")
);

-- CreateTable
CREATE TABLE "WebsiteFetchCache" (
    "url" TEXT NOT NULL,
    "etag" TEXT,
    "lastModified" TEXT,
    "fetchedAt" TIMESTAMP(3) NOT NULL,
    "extracted" JSONB,

    CONSTRAINT "WebsiteFetchCache_pkey" PRIMARY KEY ("url")
);

-- CreateTable
CREATE TABLE "ListingProposal" (
    "id" TEXT NOT NULL,
    "listingId" TEXT NOT NULL,
    "field" TEXT NOT NULL,
    "currentValue" JSONB,
    "proposedValue" JSONB,
    "sourceUrl" TEXT NOT NULL,
    "seenAt" TIMESTAMP(3) NOT NULL,
    "status" "ProposalStatus" NOT NULL DEFAULT 'pending',
    "decidedAt" TIMESTAMP(3),
    "decidedBy" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ListingProposal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VerifierRun" (
    "id" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'running',
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),
    "due" INTEGER NOT NULL DEFAULT 0,
    "done" INTEGER NOT NULL DEFAULT 0,
    "causes" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "VerifierRun_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ListingWebsiteCheck_lastCheckedAt_idx" ON "ListingWebsiteCheck"("lastCheckedAt");

-- CreateIndex
CREATE INDEX "ListingProposal_status_listingId_idx" ON "ListingProposal"("status", "listingId");

-- CreateIndex
CREATE INDEX "ListingProposal_listingId_field_status_idx" ON "ListingProposal"("listingId", "field", "status");

-- AddForeignKey
ALTER TABLE "ListingWebsiteCheck" ADD CONSTRAINT "ListingWebsiteCheck_listingId_fkey" FOREIGN KEY ("listingId") REFERENCES "Listing"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ListingProposal" ADD CONSTRAINT "ListingProposal_listingId_fkey" FOREIGN KEY ("listingId") REFERENCES "Listing"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Hand-written: one open proposal per listing and field; a newer finding replaces it.
CREATE UNIQUE INDEX "ListingProposal_pending_key" ON "ListingProposal"("listingId", "field") WHERE "status" = 'pending';
