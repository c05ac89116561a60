-- Up Migration
-- CreateTable
CREATE TABLE "EvidenceEntry" (
    "id" TEXT NOT NULL,
    "ingredient" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "grade" TEXT NOT NULL,
    "direction" TEXT NOT NULL,
    "summary" JSONB NOT NULL,
    "citations" JSONB NOT NULL,
    "editor" TEXT NOT NULL,
    "editedAt" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EvidenceEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "EvidenceEntry_ingredient_outcome_key" ON "EvidenceEntry"("ingredient", "outcome");
