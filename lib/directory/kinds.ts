import type { FactKey } from "@/lib/listings/facts";
import type { ListingKind } from "@/server/db/generated/enums";

export type { ListingKind };

/** The detail screens; the brand screen also serves apps, communities and events. */
export type DetailRoute =
  "brand" | "clinic" | "lab" | "wearable" | "supplement" | "practitioner" | "leaderboard" | "food";

type KindEntry = {
  /** Singular label: badges, "Clinic Details". */
  label: string;
  /** Directory `?category=` value and its label on pills and links. */
  category: string;
  categoryLabel: string;
  /** `/api/{segment}` collection name. */
  apiSegment: string;
  /** The screen that shows the kind: its own, or the brand screen. */
  detailRoute: DetailRoute;
  /** Where the AI assistant's fallback link `/{collection}/{slug}` points from, when it has one. */
  assistantCollection?: string;
  /** Shown as a pill on /directory (the others are reachable by URL). */
  pill: boolean;
  /** Grouped in the unfiltered 'all' view. */
  inAllView: boolean;
  /** The facts its "At a glance" block, compare page and editor show, in order (lib/listings/facts.ts). */
  facts: readonly FactKey[];
  /**
   * How a listing of the kind is near a place: "place" kinds are visited where they are (found within the radius,
   * or by telehealth), "ships" kinds are products delivered to the place's country, "online" kinds are nowhere.
   */
  reach: "place" | "ships" | "online";
  /** Its directory view offers the map of results. */
  map: boolean;
};

const PRICE: readonly FactKey[] = ["priceFrom", "currency", "priceIncludes"];
const VISIT: readonly FactKey[] = ["languages", "bookingUrl", "openingHours"];
/** Clinics, labs and practitioners: visited where they are, and on the map. */
const VISITED_PLACE = { reach: "place", map: true } as const;

/**
 * The one registry of listing kinds: every kind ↔ category ↔ route ↔ API-segment table in the app is derived
 * from here. Order is the pill and 'all' view order.
 */
export const KIND_REGISTRY = {
  clinic: {
    label: "Clinic",
    category: "clinics",
    categoryLabel: "Clinics",
    apiSegment: "clinics",
    detailRoute: "clinic",
    assistantCollection: "clinics",
    pill: true,
    inAllView: true,
    facts: [
      ...PRICE,
      "programmes",
      "diagnostics",
      "medicalDirector",
      "registryBody",
      "registryNumber",
      "accreditations",
      "telehealth",
      "sellsTreatments",
      "acceptsInsurance",
      ...VISIT,
    ],
    ...VISITED_PLACE,
  },
  lab: {
    label: "Lab",
    category: "labs",
    categoryLabel: "Labs",
    apiSegment: "labs",
    detailRoute: "lab",
    assistantCollection: "labs",
    pill: true,
    inAllView: true,
    facts: [
      ...PRICE,
      "testPanels",
      "sampleMethods",
      "homeCollection",
      "turnaroundDays",
      "accreditations",
      "accreditationBody",
      "accreditationRecords",
      "doctorReview",
      "onlineResults",
      "countriesServed",
      ...VISIT,
    ],
    ...VISITED_PLACE,
  },
  practitioner: {
    label: "Practitioner",
    category: "practitioners",
    categoryLabel: "Functional Practitioners",
    apiSegment: "practitioners",
    detailRoute: "practitioner",
    pill: true,
    inAllView: true,
    facts: [
      "profession",
      "registryBody",
      "registryNumber",
      "yearsExperience",
      ...PRICE,
      "telehealth",
      "acceptsInsurance",
      ...VISIT,
    ],
    ...VISITED_PLACE,
  },
  wearable: {
    label: "Wearable",
    category: "wearables",
    categoryLabel: "Wearables",
    apiSegment: "wearables",
    detailRoute: "wearable",
    assistantCollection: "wearables",
    pill: true,
    inAllView: true,
    facts: [
      ...PRICE,
      "subscriptionAvailable",
      "subscriptionPrice",
      "batteryLife",
      "sensors",
      "platforms",
      "validationStudies",
      "bookingUrl",
    ],
    reach: "ships",
    map: false,
  },
  supplement: {
    label: "Supplement",
    category: "supplements",
    categoryLabel: "Supplements",
    apiSegment: "supplements",
    detailRoute: "supplement",
    assistantCollection: "supplements",
    pill: true,
    inAllView: true,
    facts: [
      ...PRICE,
      "pricePerServing",
      "supplementForm",
      "dosage",
      "ingredientAmounts",
      "servingsPerContainer",
      "servingsPerDay",
      "thirdPartyTests",
      "thirdPartyTesting",
      "thirdPartyTested",
      "bookingUrl",
    ],
    reach: "ships",
    map: false,
  },
  food: {
    label: "Food",
    category: "foods",
    categoryLabel: "Foods",
    apiSegment: "foods",
    detailRoute: "food",
    assistantCollection: "foods",
    pill: true,
    inAllView: true,
    facts: [...PRICE, "bookingUrl"],
    reach: "ships",
    map: false,
  },
  app: {
    label: "App",
    category: "apps",
    categoryLabel: "Apps",
    apiSegment: "apps",
    detailRoute: "brand",
    pill: true,
    inAllView: true,
    facts: [...PRICE, "platforms", "languages"],
    reach: "online",
    map: false,
  },
  community: {
    label: "Community",
    category: "social",
    categoryLabel: "Social",
    apiSegment: "communities",
    detailRoute: "brand",
    pill: true,
    inAllView: true,
    facts: [...PRICE, "languages", "bookingUrl"],
    reach: "place",
    map: false,
  },
  brand: {
    label: "Brand",
    category: "brands",
    categoryLabel: "Brands",
    apiSegment: "brands",
    detailRoute: "brand",
    pill: false,
    inAllView: true,
    facts: [...PRICE, "languages", "bookingUrl"],
    reach: "ships",
    map: false,
  },
  leaderboard: {
    label: "Leaderboard",
    category: "leaderboards",
    categoryLabel: "Leaderboards",
    apiSegment: "leaderboards",
    detailRoute: "leaderboard",
    pill: false,
    inAllView: false,
    facts: ["languages"],
    reach: "online",
    map: false,
  },
  event: {
    label: "Event",
    category: "events",
    categoryLabel: "Events",
    apiSegment: "events",
    detailRoute: "brand",
    pill: false,
    inAllView: false,
    facts: [...PRICE, "languages", "bookingUrl"],
    reach: "place",
    map: false,
  },
} as const satisfies Record<ListingKind, KindEntry>;

type Registry = typeof KIND_REGISTRY;
/** The registry without its literal types, for optional fields. */
export const KIND_ENTRIES: Readonly<Record<ListingKind, KindEntry>> = KIND_REGISTRY;
export type DirectoryCategory = Registry[ListingKind]["category"];
export type ApiSegment = Registry[ListingKind]["apiSegment"];

const entries = Object.entries(KIND_REGISTRY) as [ListingKind, Registry[ListingKind]][];

export const LISTING_KINDS = entries.map(([kind]) => kind);

/** Directory `?category=` value → the kind it lists. */
export const DIRECTORY_CATEGORIES = Object.fromEntries(entries.map(([kind, e]) => [e.category, kind])) as Record<
  DirectoryCategory,
  ListingKind
>;

/** `/api/{segment}` → the kind it serves. */
export const API_SEGMENTS = Object.fromEntries(entries.map(([kind, e]) => [e.apiSegment, kind])) as Record<
  ApiSegment,
  ListingKind
>;

export const KIND_TO_CATEGORY = Object.fromEntries(entries.map(([kind, e]) => [kind, e.category])) as Record<
  ListingKind,
  DirectoryCategory
>;

export const CATEGORY_LABELS = {
  all: "All",
  ...Object.fromEntries(entries.map(([, e]) => [e.category, e.categoryLabel])),
} as Record<DirectoryCategory | "all", string>;

/** The pills shown on /directory, in order. */
export const DIRECTORY_PILLS: readonly (DirectoryCategory | "all")[] = [
  "all",
  ...entries.filter(([, e]) => e.pill).map(([, e]) => e.category),
];

/** Kinds the unfiltered 'all' view groups, in pill order. */
export const ALL_VIEW_KINDS: ListingKind[] = entries.filter(([, e]) => e.inAllView).map(([kind]) => kind);

/** The facts a kind shows, in order. */
export function factsOfKind(kind: ListingKind): readonly FactKey[] {
  return KIND_REGISTRY[kind].facts;
}
/** Kinds found within a radius of a place (and by telehealth), and kinds delivered to its country. */
export const PLACE_KINDS: ListingKind[] = entries.filter(([, e]) => e.reach === "place").map(([kind]) => kind);
export const SHIPPING_KINDS: ListingKind[] = entries.filter(([, e]) => e.reach === "ships").map(([kind]) => kind);

export function isListingKind(value: unknown): value is ListingKind {
  return typeof value === "string" && Object.hasOwn(KIND_REGISTRY, value);
}

export function isDirectoryCategory(value: unknown): value is DirectoryCategory {
  return typeof value === "string" && Object.hasOwn(DIRECTORY_CATEGORIES, value);
}

export function apiSegmentOfKind(kind: ListingKind): ApiSegment {
  return KIND_REGISTRY[kind].apiSegment;
}

/** The detail route that shows a kind (apps, communities and events live on the brand screen). */
export function detailRouteOf(kind: ListingKind): DetailRoute {
  return KIND_REGISTRY[kind].detailRoute;
}

/** Lowercased, punctuation removed, spaces or underscores turned into hyphens. */
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
  return `/${detailRouteOf(listing.kind)}/${listing.slug}`;
}
