-- Languages: the language a listing's own text is written in and its translated descriptions by locale; the
-- language a member and a newsletter subscriber read their pages and emails in.
-- Up Migration
-- AlterTable
ALTER TABLE "Listing" ADD COLUMN     "contentLocale" TEXT NOT NULL DEFAULT 'en',
ADD COLUMN     "translations" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "locale" TEXT NOT NULL DEFAULT 'en';

-- AlterTable
ALTER TABLE "NewsletterSubscriber" ADD COLUMN     "locale" TEXT NOT NULL DEFAULT 'en';

