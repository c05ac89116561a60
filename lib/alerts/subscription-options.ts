// No zod here: the Subscriptions tab draws with these, and loads the schema only on its first submit.

/** The categories a location alert can watch. */
export const SUBSCRIPTION_CATEGORIES = ["clinics", "labs", "wearables", "supplements"] as const;
export type SubscriptionCategory = (typeof SUBSCRIPTION_CATEGORIES)[number];

export function isSubscriptionCategory(value: unknown): value is SubscriptionCategory {
  return typeof value === "string" && (SUBSCRIPTION_CATEGORIES as readonly string[]).includes(value);
}

/** A location alert needs a location (at most 120 characters) and at least one category. */
export const LOCATION_REQUIRED_MESSAGE = "Please enter a location";
export const CATEGORIES_REQUIRED_MESSAGE = "Please select at least one category";
export const LOCATION_MAX_LENGTH = 120;

/** One subscription as the API returns it. */
export type SubscriptionView = {
  id: string;
  /** What the member typed. */
  location: string;
  /** The place it resolved to: 'Berlin, Germany' or 'Germany'. */
  placeName: string;
  placeType: "city" | "country";
  categories: SubscriptionCategory[];
  active: boolean;
  createdAt: string;
  lastNotifiedAt: string | null;
};
