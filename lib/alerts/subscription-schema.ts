// zod/mini: the Subscriptions tab validates with these (loaded on first submit) and the route handlers with the same.
import * as z from "zod/mini";
import {
  CATEGORIES_REQUIRED_MESSAGE,
  LOCATION_MAX_LENGTH,
  LOCATION_REQUIRED_MESSAGE,
  SUBSCRIPTION_CATEGORIES,
} from "./subscription-options";

const UNKNOWN_CATEGORY_MESSAGE = "Choose from clinics, labs, wearables and supplements";
const EMPTY_UPDATE_MESSAGE = "Send active, location or categories to change";

const location = z
  .string({ error: LOCATION_REQUIRED_MESSAGE })
  .check(
    z.trim(),
    z.minLength(1, LOCATION_REQUIRED_MESSAGE),
    z.maxLength(LOCATION_MAX_LENGTH, `Location must be at most ${LOCATION_MAX_LENGTH} characters`),
  );

const categories = z
  .array(z.enum(SUBSCRIPTION_CATEGORIES, { error: UNKNOWN_CATEGORY_MESSAGE }), { error: CATEGORIES_REQUIRED_MESSAGE })
  .check(
    z.minLength(1, CATEGORIES_REQUIRED_MESSAGE),
    z.maxLength(SUBSCRIPTION_CATEGORIES.length * 2, "Too many categories"),
    // One entry per category, always in the same order.
    z.overwrite((list) => SUBSCRIPTION_CATEGORIES.filter((category) => list.includes(category))),
  );

const active = z.boolean({ error: "active must be true or false" });

/** POST /api/subscriptions and the create form: `{ location, categories, active }`, created active unless told otherwise. */
export const createSubscriptionSchema = z.object({
  location,
  categories,
  active: z._default(active, true),
});

/** PUT /api/subscriptions/{id}: `{ active }` to pause or resume, or any of the fields to change. */
export const updateSubscriptionSchema = z
  .object({ location: z.optional(location), categories: z.optional(categories), active: z.optional(active) })
  .check(
    z.refine(
      (value) => value.location !== undefined || value.categories !== undefined || value.active !== undefined,
      EMPTY_UPDATE_MESSAGE,
    ),
  );

export type CreateSubscriptionInput = z.input<typeof createSubscriptionSchema>;
export type CreateSubscription = z.output<typeof createSubscriptionSchema>;
export type UpdateSubscription = z.output<typeof updateSubscriptionSchema>;
