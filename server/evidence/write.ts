import "server-only";
import type * as z from "zod/mini";
import { AppError } from "@/lib/http/app-error";
import type { evidenceInput } from "@/lib/listings/evidence";
import { recordAudit } from "@/server/audit";
import { revalidateEvidence } from "@/server/cache/revalidate";
import { db } from "@/server/db/client";
import type { StoredEvidenceEntry } from "./queries";

type EvidenceInput = z.infer<typeof evidenceInput>;
type Options = { ip?: string | null; today: string };

/** The audit record's copy of an entry: every field an editor sets, and the day. */
const audited = (entry: Omit<StoredEvidenceEntry, "id">) => ({
  ingredient: entry.ingredient,
  outcome: entry.outcome,
  grade: entry.grade,
  direction: entry.direction,
  summary: entry.summary,
  citations: entry.citations,
  editor: entry.editor,
  editedAt: entry.editedAt,
});

/**
 * Saves an entry (one per ingredient × outcome: saving the pair again edits it), dated today by the caller's clock,
 * with its audit record in the same transaction; pages showing entries refresh.
 */
export async function saveEvidenceEntry(input: EvidenceInput, options: Options): Promise<StoredEvidenceEntry> {
  const data = { ...input, editedAt: options.today };
  const saved = await db.$transaction(async (tx) => {
    const before = await tx.evidenceEntry.findUnique({
      where: { ingredient_outcome: { ingredient: input.ingredient, outcome: input.outcome } },
    });
    const row = await tx.evidenceEntry.upsert({
      where: { ingredient_outcome: { ingredient: input.ingredient, outcome: input.outcome } },
      create: data,
      update: data,
    });
    await recordAudit(tx, {
      action: "evidence.save",
      entityType: "evidence",
      entityId: row.id,
      before: before
        ? { grade: before.grade, direction: before.direction, editor: before.editor, editedAt: before.editedAt }
        : null,
      after: audited(data),
      ip: options.ip,
    });
    return { id: row.id, ...data };
  });
  revalidateEvidence();
  return saved;
}

export async function deleteEvidenceEntry(id: string, options: { ip?: string | null }): Promise<void> {
  await db.$transaction(async (tx) => {
    const entry = await tx.evidenceEntry.findUnique({ where: { id } });
    if (!entry) throw new AppError("not_found", "No such evidence entry");
    await tx.evidenceEntry.delete({ where: { id } });
    await recordAudit(tx, {
      action: "evidence.delete",
      entityType: "evidence",
      entityId: id,
      before: { ingredient: entry.ingredient, outcome: entry.outcome, grade: entry.grade },
      ip: options.ip,
    });
  });
  revalidateEvidence();
}
