/** The profile's tabs, in order; Favorites is the default. */
const PROFILE_TABS = ["favorites", "subscriptions", "reviews"] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export function isProfileTab(value: unknown): value is ProfileTab {
  return typeof value === "string" && (PROFILE_TABS as readonly string[]).includes(value);
}
