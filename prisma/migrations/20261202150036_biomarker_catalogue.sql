-- Up Migration
-- CreateTable
CREATE TABLE "Biomarker" (
    "slug" TEXT NOT NULL,
    "names" JSONB NOT NULL,
    "loinc" TEXT,
    "loincSource" TEXT,
    "unit" TEXT,
    "calculated" BOOLEAN NOT NULL DEFAULT false,
    "inputs" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "system" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Biomarker_pkey" PRIMARY KEY ("slug")
);

-- CreateIndex
CREATE INDEX "Biomarker_system_position_idx" ON "Biomarker"("system", "position");
