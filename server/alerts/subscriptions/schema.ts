import "server-only";

// The request schemas are client-safe (the form validates with the same ones): they live in lib/.
export { createSubscriptionSchema, updateSubscriptionSchema } from "@/lib/alerts/subscription-schema";
export type { CreateSubscription, UpdateSubscription } from "@/lib/alerts/subscription-schema";

/** A member may keep this many subscriptions. */
export const MAX_SUBSCRIPTIONS_PER_MEMBER = 50;
