import "server-only";
import type { Prisma } from "@/server/db/generated/client";

/** What an alert digest needs of a subscription that has alerts waiting. */
export const dueSubscriptionSelect = {
  id: true,
  location: true,
  placeName: true,
  placeCity: true,
  categories: true,
  user: { select: { email: true, locale: true } },
} as const satisfies Prisma.SubscriptionSelect;

export type DueSubscription = Prisma.SubscriptionGetPayload<{ select: typeof dueSubscriptionSelect }>;
