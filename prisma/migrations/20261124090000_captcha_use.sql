-- Brand submissions: answered captcha challenges (one row per challenge id, so a signed token works once; pruned
-- after expiry), and an index for the duplicate-website check, which compares websites case-insensitively.
-- Up Migration
CREATE TABLE "CaptchaUse" (
    "id" TEXT NOT NULL,
    "usedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CaptchaUse_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "CaptchaUse_expiresAt_idx" ON "CaptchaUse"("expiresAt");

CREATE INDEX "Listing_website_lower_idx" ON "Listing" (lower("website"));
