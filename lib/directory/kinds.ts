import type { ListingKind } from "@/server/db/generated/enums";

export type { ListingKind };

export const LISTING_KINDS = [
  "clinic", "lab", "practitioner", "wearable", "supplement", "food", "app", "community", "brand", "leaderboard", "event",
] as const satisfies readonly ListingKind[];

/** Directory `?category=` values (spec 1 §2) and the kind each one lists. */
export const DIRECTORY_CATEGORIES = {
  clinics: "clinic",
  labs: "lab",
  practitioners: "practitioner",
  wearables: "wearable",
  supplements: "supplement",
  foods: "food",
  apps: "app",
  social: "community",
  brands: "brand",
  leaderboards: "leaderboard",
  events: "event",
} as const satisfies Record<string, ListingKind>;

export type DirectoryCategory = keyof typeof DIRECTORY_CATEGORIES;

/** The pills shown on /directory, in order (brands, leaderboards and events are reachable by URL). */
export const DIRECTORY_PILLS = ["all", "clinics", "labs", "practitioners", "wearables", "supplements", "foods", "apps", "social"] as const;

export const CATEGORY_LABELS: Record<DirectoryCategory | "all", string> = {
  all: "All",
  clinics: "Clinics",
  labs: "Labs",
  practitioners: "Functional Practitioners",
  wearables: "Wearables",
  supplements: "Supplements",
  foods: "Foods",
  apps: "Apps",
  social: "Social",
  brands: "Brands",
  leaderboards: "Leaderboards",
  events: "Events",
};

/** `/api/{segment}` collection names (spec 1 §7) and the kind each serves. */
export const API_SEGMENTS = {
  clinics: "clinic",
  labs: "lab",
  practitioners: "practitioner",
  wearables: "wearable",
  supplements: "supplement",
  foods: "food",
  apps: "app",
  communities: "community",
  brands: "brand",
  leaderboards: "leaderboard",
  events: "event",
} as const satisfies Record<string, ListingKind>;

export type ApiSegment = keyof typeof API_SEGMENTS;

export const KIND_TO_CATEGORY: Record<ListingKind, DirectoryCategory> = {
  clinic: "clinics",
  lab: "labs",
  practitioner: "practitioners",
  wearable: "wearables",
  supplement: "supplements",
  food: "foods",
  app: "apps",
  community: "social",
  brand: "brands",
  leaderboard: "leaderboards",
  event: "events",
};

export const KIND_LABELS: Record<ListingKind, string> = {
  clinic: "Clinic",
  lab: "Lab",
  practitioner: "Practitioner",
  wearable: "Wearable",
  supplement: "Supplement",
  food: "Food",
  app: "App",
  community: "Community",
  brand: "Brand",
  leaderboard: "Leaderboard",
  event: "Event",
};

/** Kinds with a detail page of their own; the others are shown on the brand page. */
const DETAIL_ROUTE: Partial<Record<ListingKind, string>> = {
  clinic: "clinic",
  lab: "lab",
  practitioner: "practitioner",
  wearable: "wearable",
  supplement: "supplement",
  food: "food",
  leaderboard: "leaderboard",
};

export function detailRouteSegment(kind: ListingKind): string {
  return DETAIL_ROUTE[kind] ?? "brand";
}

/** Spec 1 §2: lowercased, punctuation removed, spaces or underscores turned into hyphens. */
export function brandSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .replace(/-+/g, "-");
}

export function listingPath(listing: { kind: ListingKind; slug: string }): string {
  return `/${detailRouteSegment(listing.kind)}/${listing.slug}`;
}
