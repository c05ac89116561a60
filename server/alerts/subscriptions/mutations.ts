import "server-only";
import { DIRECTORY_CATEGORIES, type ListingKind } from "@/lib/directory/kinds";
import { AppError } from "@/lib/http/app-error";
import type { Locale } from "@/lib/i18n/locales";
import type { SubscriptionCategory, SubscriptionView } from "@/lib/alerts/subscription-options";
import { db } from "@/server/db/client";
import { dropPendingAlerts } from "@/server/alerts/queue";
import { followMovedCopies } from "@/server/alerts/moved-copies";
import { resolveSubscriptionPlace, type PlaceFields } from "./place";
import { MAX_SUBSCRIPTIONS_PER_MEMBER, type CreateSubscription, type UpdateSubscription } from "./schema";
import { SUBSCRIPTION_SELECT, toSubscriptionView } from "./select";

const notFound = () => new AppError("not_found", "Subscription not found");

const kindsOf = (categories: readonly SubscriptionCategory[]): ListingKind[] =>
  categories.map((category) => DIRECTORY_CATEGORIES[category]);

/** A new subscription of the member's; a place that names no city is a 400 in the member's language (`locale`). */
export async function createSubscription(
  userId: string,
  input: CreateSubscription,
  locale: Locale,
): Promise<SubscriptionView> {
  if ((await db.subscription.count({ where: { userId } })) >= MAX_SUBSCRIPTIONS_PER_MEMBER) {
    throw new AppError(
      "conflict",
      `You can have at most ${MAX_SUBSCRIPTIONS_PER_MEMBER} subscriptions. Delete one to add another.`,
    );
  }
  const place = await resolveSubscriptionPlace(input.location, locale);
  const row = await db.subscription.create({
    data: { userId, location: input.location, categories: input.categories, active: input.active, ...place },
    select: SUBSCRIPTION_SELECT,
  });
  return toSubscriptionView(row);
}

/**
 * Pauses, resumes or edits one of the member's own subscriptions; anyone else's id is a 404, like an unknown one.
 * Pausing or moving it drops the alerts no email has taken yet; dropping a category drops that category's.
 */
export async function updateSubscription(
  userId: string,
  id: string,
  input: UpdateSubscription,
  locale: Locale,
): Promise<SubscriptionView> {
  const existing = await db.subscription.findFirst({ where: { id, userId }, select: { location: true } });
  if (!existing) throw notFound();
  const place: PlaceFields | null =
    input.location !== undefined && input.location !== existing.location
      ? await resolveSubscriptionPlace(input.location, locale)
      : null;
  const row = await db.$transaction(async (tx) => {
    const updated = await tx.subscription.updateMany({
      where: { id, userId },
      data: {
        ...(input.active !== undefined ? { active: input.active } : {}),
        ...(input.categories ? { categories: input.categories } : {}),
        ...(place && input.location !== undefined ? { location: input.location, ...place } : {}),
      },
    });
    if (updated.count === 0) throw notFound();
    if (input.active === false || place) await dropPendingAlerts(tx, id);
    else if (input.categories) await dropPendingAlerts(tx, id, kindsOf(input.categories));
    if (place || input.categories) await followMovedCopies(tx, id, "edited");
    else if (input.active !== undefined) await followMovedCopies(tx, id, { active: input.active });
    return tx.subscription.findUniqueOrThrow({ where: { id }, select: SUBSCRIPTION_SELECT });
  });
  return toSubscriptionView(row);
}

/** Deletes one of the member's own subscriptions (its queued alerts go with it); anyone else's id is a 404. */
export async function deleteSubscription(userId: string, id: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const { count } = await tx.subscription.deleteMany({ where: { id, userId } });
    if (count === 0) throw notFound();
    await followMovedCopies(tx, id, "deleted");
  });
}
