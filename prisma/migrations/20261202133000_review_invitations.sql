-- Verified-experience reviews: one-time invitations an owner emails to a client (the address kept only as an HMAC),
-- how a review was verified, its optional per-kind dimension ratings, and the public rule a hidden review broke.
-- Up Migration
-- CreateEnum
CREATE TYPE "ReviewVerification" AS ENUM ('owner_invitation');

-- AlterTable
ALTER TABLE "Review" ADD COLUMN     "verification" "ReviewVerification",
ADD COLUMN     "dimensions" JSONB,
ADD COLUMN     "hiddenRule" TEXT;

-- CreateTable
CREATE TABLE "ReviewInvitation" (
    "id" TEXT NOT NULL,
    "listingId" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "emailHash" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "reviewId" TEXT,

    CONSTRAINT "ReviewInvitation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ReviewInvitation_reviewId_key" ON "ReviewInvitation"("reviewId");

-- CreateIndex
CREATE INDEX "ReviewInvitation_ownerId_createdAt_idx" ON "ReviewInvitation"("ownerId", "createdAt");

-- CreateIndex
CREATE INDEX "ReviewInvitation_emailHash_idx" ON "ReviewInvitation"("emailHash");

-- AddForeignKey
ALTER TABLE "ReviewInvitation" ADD CONSTRAINT "ReviewInvitation_listingId_fkey" FOREIGN KEY ("listingId") REFERENCES "Listing"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewInvitation" ADD CONSTRAINT "ReviewInvitation_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewInvitation" ADD CONSTRAINT "ReviewInvitation_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "Review"("id") ON DELETE SET NULL ON UPDATE CASCADE;
