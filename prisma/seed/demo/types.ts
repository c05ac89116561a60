// Plain TypeScript shape of a curated demo listing; deliberately independent of Prisma's generated client
// so the seed data can be imported from scripts, tests and the app alike.

export type DemoKind =
  | "clinic"
  | "lab"
  | "practitioner"
  | "wearable"
  | "supplement"
  | "food"
  | "app"
  | "community"
  | "brand"
  | "leaderboard"
  | "event";

type DemoRegion = "Europe" | "North America" | "Asia" | "Worldwide";

/**
 * One curated listing. Only neutral, publicly verifiable facts: no ratings, review counts, prices,
 * sponsorship or featured reviews (ratings stay null until members review). Unknown facts are left unset.
 * Facts a visitor decides on (lib/listings/facts.ts) are set only when well known and stable, such as a
 * wearable's platforms or a lab's sample method; the seed cites the organisation's own website as their source
 * and leaves them "not yet verified" until the admin or the owner confirms them.
 */
export type DemoListing = {
  kind: DemoKind;
  name: string;
  /** 1–2 factual sentences, no marketing or health claims. */
  description: string;
  /** Official https website. */
  website: string;
  /** Full English country name (see COUNTRIES in lib/directory/filters.ts). */
  country: string;
  city?: string;
  /** Street address as the organisation publishes it on its website, ending with the postcode and city. */
  address?: string;
  /** "City, Country" (or just the country when the city is not set). */
  location: string;
  region: DemoRegion;
  /** Editor's pick. */
  featured?: boolean;

  category?: string;
  brand?: string;
  platform?: string;
  leaderboardType?: string;
  foodType?: string;

  telehealth?: boolean;
  homeCollection?: boolean;
  onlineResults?: boolean;
  subscriptionAvailable?: boolean;
  doctorReview?: boolean;
  thirdPartyTested?: boolean;
  profession?: string;
  batteryLife?: string;
  supplementForm?: string;

  tags?: string[];
  specialties?: string[];
  services?: string[];
  healthConditions?: string[];
  biomarkers?: string[];
  testTypes?: string[];
  advancedBiomarkers?: string[];
  features?: string[];
  trackingCapabilities?: string[];
  ingredients?: string[];
  healthGoals?: string[];
  qualifications?: string[];
  consultationType?: string[];
  languages?: string[];
  dietaryPreferences?: string[];
  deliveryAreas?: string[];
  metrics?: string[];
  categories?: string[];
  sampleMethods?: string[];
  diagnostics?: string[];
  platforms?: string[];
  sensors?: string[];
  thirdPartyTesting?: string[];
};

/** What a data file writes: kind and location are filled in by `defineListings`. */
export type DemoListingInput = Omit<DemoListing, "kind" | "location">;

/** Stamps the kind on every entry and derives `location` ("City, Country") from city and country. */
export function defineListings(kind: DemoKind, items: DemoListingInput[]): DemoListing[] {
  return items.map((item) => ({
    kind,
    ...item,
    location: item.city ? `${item.city}, ${item.country}` : item.country,
  }));
}
