-- Members: a session version on the user (a password change signs every session out) and the creation time of
-- each signed-in browser's session row.
-- Up Migration
ALTER TABLE "User" ADD COLUMN "sessionVersion" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Session" ADD COLUMN "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
