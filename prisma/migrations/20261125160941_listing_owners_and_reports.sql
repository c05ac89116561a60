-- Up Migration
-- CreateEnum
CREATE TYPE "ClaimMethod" AS ENUM ('email', 'file', 'meta', 'manual', 'admin');

-- CreateEnum
CREATE TYPE "ClaimStatus" AS ENUM ('pending', 'verified', 'rejected', 'cancelled');

-- CreateEnum
CREATE TYPE "ChangeRequestStatus" AS ENUM ('pending', 'approved', 'rejected');

-- CreateEnum
CREATE TYPE "ReportReason" AS ENUM ('closed', 'wrong_info', 'duplicate', 'misleading_claims', 'other');

-- CreateEnum
CREATE TYPE "ReportStatus" AS ENUM ('open', 'resolved', 'dismissed');

-- CreateEnum
CREATE TYPE "ReportResolution" AS ENUM ('edited', 'unpublished', 'merged');

-- AlterTable
ALTER TABLE "Listing" ADD COLUMN     "mergedIntoId" TEXT;

-- AlterTable
ALTER TABLE "AnalyticsEvent" ADD COLUMN     "listings" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateTable
CREATE TABLE "ReviewReply" (
    "id" TEXT NOT NULL,
    "reviewId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "status" "ReviewStatus" NOT NULL DEFAULT 'published',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReviewReply_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AnalyticsDailyListingVisitor" (
    "day" DATE NOT NULL,
    "listing" TEXT NOT NULL,
    "visitorHash" TEXT NOT NULL,

    CONSTRAINT "AnalyticsDailyListingVisitor_pkey" PRIMARY KEY ("day","listing","visitorHash")
);

-- CreateTable
CREATE TABLE "ListingClaim" (
    "id" TEXT NOT NULL,
    "listingId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "method" "ClaimMethod" NOT NULL,
    "status" "ClaimStatus" NOT NULL DEFAULT 'pending',
    "email" TEXT,
    "codeHash" TEXT,
    "codeExpiresAt" TIMESTAMP(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "note" TEXT,
    "adminNote" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "decidedAt" TIMESTAMP(3),

    CONSTRAINT "ListingClaim_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ListingOwner" (
    "id" TEXT NOT NULL,
    "listingId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "method" "ClaimMethod" NOT NULL,
    "claimId" TEXT,
    "verifiedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ListingOwner_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ListingChangeRequest" (
    "id" TEXT NOT NULL,
    "listingId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "before" JSONB NOT NULL,
    "after" JSONB NOT NULL,
    "status" "ChangeRequestStatus" NOT NULL DEFAULT 'pending',
    "adminNote" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMP(3),

    CONSTRAINT "ListingChangeRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ListingReport" (
    "id" TEXT NOT NULL,
    "listingId" TEXT NOT NULL,
    "reason" "ReportReason" NOT NULL,
    "detail" TEXT NOT NULL DEFAULT '',
    "messages" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "emails" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "count" INTEGER NOT NULL DEFAULT 1,
    "status" "ReportStatus" NOT NULL DEFAULT 'open',
    "resolution" "ReportResolution",
    "adminNote" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "closedAt" TIMESTAMP(3),

    CONSTRAINT "ListingReport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ReviewReply_reviewId_key" ON "ReviewReply"("reviewId");

-- CreateIndex
CREATE INDEX "ReviewReply_status_createdAt_idx" ON "ReviewReply"("status", "createdAt");

-- CreateIndex
CREATE INDEX "ListingClaim_listingId_userId_status_idx" ON "ListingClaim"("listingId", "userId", "status");

-- CreateIndex
CREATE INDEX "ListingClaim_status_method_createdAt_idx" ON "ListingClaim"("status", "method", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ListingOwner_claimId_key" ON "ListingOwner"("claimId");

-- CreateIndex
CREATE INDEX "ListingOwner_userId_idx" ON "ListingOwner"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "ListingOwner_listingId_userId_key" ON "ListingOwner"("listingId", "userId");

-- CreateIndex
CREATE INDEX "ListingChangeRequest_status_createdAt_idx" ON "ListingChangeRequest"("status", "createdAt");

-- CreateIndex
CREATE INDEX "ListingChangeRequest_listingId_status_idx" ON "ListingChangeRequest"("listingId", "status");

-- CreateIndex
CREATE INDEX "ListingReport_status_listingId_idx" ON "ListingReport"("status", "listingId");

-- AddForeignKey
ALTER TABLE "ReviewReply" ADD CONSTRAINT "ReviewReply_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "Review"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewReply" ADD CONSTRAINT "ReviewReply_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ListingClaim" ADD CONSTRAINT "ListingClaim_listingId_fkey" FOREIGN KEY ("listingId") REFERENCES "Listing"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ListingClaim" ADD CONSTRAINT "ListingClaim_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ListingOwner" ADD CONSTRAINT "ListingOwner_listingId_fkey" FOREIGN KEY ("listingId") REFERENCES "Listing"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ListingOwner" ADD CONSTRAINT "ListingOwner_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ListingOwner" ADD CONSTRAINT "ListingOwner_claimId_fkey" FOREIGN KEY ("claimId") REFERENCES "ListingClaim"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ListingChangeRequest" ADD CONSTRAINT "ListingChangeRequest_listingId_fkey" FOREIGN KEY ("listingId") REFERENCES "Listing"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ListingChangeRequest" ADD CONSTRAINT "ListingChangeRequest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ListingReport" ADD CONSTRAINT "ListingReport_listingId_fkey" FOREIGN KEY ("listingId") REFERENCES "Listing"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Hand-written: while a report is open, the same reason (and field or duplicate) on the same listing is one row;
-- once it is closed, a new report of it opens a new row.
CREATE UNIQUE INDEX "ListingReport_open_key" ON "ListingReport"("listingId", "reason", "detail") WHERE "status" = 'open';
