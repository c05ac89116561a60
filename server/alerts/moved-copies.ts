import "server-only";
import type { Prisma } from "@/server/db/generated/client";

type Tx = Pick<Prisma.TransactionClient, "savedSearch">;

/**
 * A location alert moved into saved searches is sent by those saved searches alone, so what is done to the alert
 * (its old emails' links, the Subscriptions tab) is done to them: pausing or resuming it pauses or resumes them;
 * editing its place or categories, or deleting it, deletes them, and the alert's own digest sends again for what it
 * now watches. Never both, never neither.
 */
export async function followMovedCopies(
  tx: Tx,
  subscriptionId: string,
  change: { active: boolean } | "edited" | "deleted",
): Promise<void> {
  if (typeof change === "object")
    await tx.savedSearch.updateMany({ where: { subscriptionId }, data: { active: change.active } });
  else await tx.savedSearch.deleteMany({ where: { subscriptionId } });
}
