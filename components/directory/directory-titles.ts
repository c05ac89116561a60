import type { DirectoryView } from "@/lib/directory/directory-schema";

// Apart from directory-copy.ts: the results island needs only the titles, not every view's description and keywords.
/** docs/product.md, Visitors: screens: each directory category's title (the layout appends the site name), also the results' heading. */
export const DIRECTORY_TITLES: Record<DirectoryView, string> = {
  all: "Health & Longevity Directory for Europe",
  clinics: "Longevity Clinics in Europe",
  labs: "Biomarker Testing Labs in Europe",
  practitioners: "Functional Medicine Practitioners in Europe",
  wearables: "Health Wearables: Smart Rings, Watches and Glucose Monitors",
  supplements: "Longevity Supplements and Nootropics",
  foods: "Functional Foods and Healthy Meal Delivery",
  apps: "Health and Longevity Apps",
  social: "Longevity Communities, Podcasts and Newsletters",
  brands: "Health and Longevity Brands",
  leaderboards: "Health Leaderboards and Challenges",
  events: "Longevity Events and Conferences in Europe",
};

/** Document title of a view (without the site suffix the layout adds). */
export function directoryTitle(state: { category: DirectoryView; search: string }): string {
  return state.search ? `Search results for "${state.search}"` : DIRECTORY_TITLES[state.category];
}
