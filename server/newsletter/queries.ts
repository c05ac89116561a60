import "server-only";
import { db } from "@/server/db/client";
import type { NewsletterStatus } from "@/server/db/generated/enums";
import { newsletterTokenSchema } from "@/lib/newsletter/schema";
import { maskEmail } from "./tokens";

type UnsubscribeTarget = { maskedEmail: string; status: NewsletterStatus };

/**
 * Who an unsubscribe link belongs to, for the confirmation page; null for unknown tokens.
 * Deliberately not cached: the answer is per token and must reflect the current state.
 */
export async function findUnsubscribeTarget(token: string): Promise<UnsubscribeTarget | null> {
  if (!newsletterTokenSchema.safeParse(token).success) return null;
  const subscriber = await db.newsletterSubscriber.findUnique({
    where: { unsubscribeToken: token },
    select: { email: true, status: true },
  });
  return subscriber ? { maskedEmail: maskEmail(subscriber.email), status: subscriber.status } : null;
}
