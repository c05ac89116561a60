import "server-only";
import type { SubscriptionView } from "@/lib/alerts/subscription-options";
import { db } from "@/server/db/client";
import { SUBSCRIPTION_SELECT, toSubscriptionView } from "./select";

/** The member's own subscriptions, newest first. */
export async function listSubscriptions(userId: string): Promise<SubscriptionView[]> {
  const rows = await db.subscription.findMany({
    where: { userId },
    select: SUBSCRIPTION_SELECT,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map(toSubscriptionView);
}
