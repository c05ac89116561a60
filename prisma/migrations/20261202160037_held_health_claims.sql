-- Up Migration
-- A change waiting for the admin is either an owner's change to what identifies a listing, or a text held because it
-- makes a disease claim. A held text may come from a visitor's submission, an import or the admin's own editor, so it
-- has no member; its matched phrases are kept to be shown marked.
ALTER TABLE "ListingChangeRequest" ALTER COLUMN "userId" DROP NOT NULL;
ALTER TABLE "ListingChangeRequest" ADD COLUMN "source" TEXT NOT NULL DEFAULT 'owner';
ALTER TABLE "ListingChangeRequest" ADD COLUMN "claims" JSONB;
