import "server-only";
import { isSubscriptionCategory, type SubscriptionView } from "@/lib/alerts/subscription-options";
import type { Prisma } from "@/server/db/generated/client";

export const SUBSCRIPTION_SELECT = {
  id: true,
  location: true,
  placeName: true,
  placeCity: true,
  categories: true,
  active: true,
  createdAt: true,
  lastNotifiedAt: true,
} as const satisfies Prisma.SubscriptionSelect;

type SubscriptionRow = Prisma.SubscriptionGetPayload<{ select: typeof SUBSCRIPTION_SELECT }>;

export function toSubscriptionView(row: SubscriptionRow): SubscriptionView {
  return {
    id: row.id,
    location: row.location,
    placeName: row.placeName ?? row.location,
    placeType: row.placeCity ? "city" : "country",
    categories: row.categories.filter(isSubscriptionCategory),
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    lastNotifiedAt: row.lastNotifiedAt?.toISOString() ?? null,
  };
}
