// Synthetic listings for load testing and benchmarks:
//   npm run db:seed:synthetic -- --count 100000 [--reset]
// Every row is clearly marked: origin 'synthetic', the tag 'synthetic', and a description starting with
// "Synthetic listing for load testing." Row i is a pure function of i (seeded PRNG), so runs are reproducible;
// a later run continues numbering after the synthetic rows already present. Places have a position near their city (the gazetteer's centre).
// On PostgreSQL rows stream in through COPY; a bulk load (BULK_LOAD_ROWS and more) drops the table's secondary
// indexes first and builds them once at the end, in the same transaction. On PGlite (whose server speaks no COPY)
// they go in through `INSERT … SELECT FROM unnest(…)`, thousands of rows per statement.
// To add a column: give SyntheticListing the field, set it in syntheticListing(), and list it in COLUMNS.
// Importing this file has no side effects; the CLI runs only when it is the entry point.
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import {
  APP_CATEGORIES,
  BRAND_CATEGORIES,
  CLINIC_BIOMARKERS,
  CLINIC_HEALTH_CONDITIONS,
  CLINIC_SPECIALTIES,
  COMMUNITY_CATEGORIES,
  FOOD_CATEGORIES,
  LAB_ADVANCED_BIOMARKERS,
  LAB_HEALTH_CONDITIONS,
  LAB_TEST_TYPES,
  LEADERBOARD_CATEGORIES,
  LEADERBOARD_PLATFORMS,
  LEADERBOARD_TYPES,
  PRACTITIONER_HEALTH_CONDITIONS,
  PRACTITIONER_SPECIALTIES,
  SUPPLEMENT_CATEGORIES,
  WEARABLE_CATEGORIES,
  type FilterOption,
} from "../../lib/directory/filters";
import { brandSlug, KIND_REGISTRY } from "../../lib/directory/kinds";
import { cityCentres } from "./city-points";
import { requireDatabaseUrl } from "./database-url";
import { syntheticFacts, type SyntheticFacts } from "./synthetic-facts";
import { Rng, mulberry32 } from "./synthetic-random";

export const SYNTHETIC_DESCRIPTION_PREFIX = "Synthetic listing for load testing.";
const SEED = 0x5eed_2026;
const ROWS_PER_STATEMENT = 5000;
/** Dates are relative to a fixed instant, not the clock, so the data is the same on every run. */
const BASE_TIME = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;

type Kind =
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

// --- deterministic randomness ---------------------------------------------------------------------------

/** A PRNG for row `index` alone, so any row can be regenerated without generating those before it. */
function rowRandom(index: number): Rng {
  return new Rng(mulberry32((Math.imul(index + 1, 0x9e3779b1) ^ SEED) >>> 0));
}

// --- vocabularies -----------------------------------------------------------------------------------------

const values = (options: FilterOption[]) => options.map((o) => o.value);

/** More clinics, supplements and brands, as in the real directory. Weights sum to 100. */
const KIND_WEIGHTS: (readonly [Kind, number])[] = [
  ["clinic", 18],
  ["supplement", 16],
  ["brand", 14],
  ["lab", 9],
  ["practitioner", 9],
  ["food", 8],
  ["app", 7],
  ["wearable", 6],
  ["community", 6],
  ["event", 4],
  ["leaderboard", 3],
];
const KIND_TOTAL = KIND_WEIGHTS.reduce((sum, [, w]) => sum + w, 0);

type Place = { country: string; region: "Europe" | "North America" | "Asia"; cities: string[]; languages: string[] };
/** Mostly European, weighted roughly by population and market size. */
const PLACES: (readonly [Place, number])[] = [
  [
    {
      country: "Germany",
      region: "Europe",
      cities: ["Berlin", "Munich", "Hamburg", "Frankfurt", "Cologne", "Düsseldorf", "Stuttgart", "Leipzig"],
      languages: ["German", "English"],
    },
    16,
  ],
  [
    {
      country: "United Kingdom",
      region: "Europe",
      cities: ["London", "Manchester", "Edinburgh", "Bristol", "Birmingham", "Leeds"],
      languages: ["English"],
    },
    14,
  ],
  [
    {
      country: "Netherlands",
      region: "Europe",
      cities: ["Amsterdam", "Rotterdam", "Utrecht", "The Hague", "Eindhoven", "Groningen"],
      languages: ["Dutch", "English"],
    },
    9,
  ],
  [
    {
      country: "France",
      region: "Europe",
      cities: ["Paris", "Lyon", "Marseille", "Nice", "Bordeaux", "Toulouse"],
      languages: ["French", "English"],
    },
    9,
  ],
  [
    {
      country: "Spain",
      region: "Europe",
      cities: ["Madrid", "Barcelona", "Valencia", "Marbella", "Seville", "Málaga"],
      languages: ["Spanish", "English"],
    },
    8,
  ],
  [
    {
      country: "Italy",
      region: "Europe",
      cities: ["Milan", "Rome", "Florence", "Turin", "Bologna", "Verona"],
      languages: ["Italian", "English"],
    },
    7,
  ],
  [
    {
      country: "Switzerland",
      region: "Europe",
      cities: ["Zurich", "Geneva", "Basel", "Lausanne", "Lugano", "Zug"],
      languages: ["German", "French", "English"],
    },
    7,
  ],
  [
    {
      country: "Austria",
      region: "Europe",
      cities: ["Vienna", "Salzburg", "Innsbruck", "Graz"],
      languages: ["German", "English"],
    },
    4,
  ],
  [
    {
      country: "Sweden",
      region: "Europe",
      cities: ["Stockholm", "Gothenburg", "Malmö"],
      languages: ["Swedish", "English"],
    },
    3,
  ],
  [{ country: "Denmark", region: "Europe", cities: ["Copenhagen", "Aarhus"], languages: ["Danish", "English"] }, 2],
  [
    {
      country: "Belgium",
      region: "Europe",
      cities: ["Brussels", "Antwerp", "Ghent"],
      languages: ["Dutch", "French", "English"],
    },
    2,
  ],
  [
    {
      country: "Portugal",
      region: "Europe",
      cities: ["Lisbon", "Porto", "Faro"],
      languages: ["Portuguese", "English"],
    },
    2,
  ],
  [{ country: "Ireland", region: "Europe", cities: ["Dublin", "Cork", "Galway"], languages: ["English"] }, 2],
  [
    { country: "Poland", region: "Europe", cities: ["Warsaw", "Kraków", "Wrocław"], languages: ["Polish", "English"] },
    2,
  ],
  [
    {
      country: "Finland",
      region: "Europe",
      cities: ["Helsinki", "Tampere", "Oulu"],
      languages: ["Finnish", "English"],
    },
    1,
  ],
  [{ country: "Norway", region: "Europe", cities: ["Oslo", "Bergen"], languages: ["Norwegian", "English"] }, 1],
  [
    {
      country: "United States",
      region: "North America",
      cities: ["New York", "Los Angeles", "San Francisco", "Austin", "Miami", "Boston"],
      languages: ["English"],
    },
    6,
  ],
  [
    {
      country: "Canada",
      region: "North America",
      cities: ["Toronto", "Vancouver", "Montreal"],
      languages: ["English", "French"],
    },
    2,
  ],
  [{ country: "Singapore", region: "Asia", cities: ["Singapore"], languages: ["English"] }, 1],
  [{ country: "Japan", region: "Asia", cities: ["Tokyo", "Osaka"], languages: ["Japanese", "English"] }, 1],
];
const PLACE_TOTAL = PLACES.reduce((sum, [, w]) => sum + w, 0);

const NAME_STEMS = [
  "Vitalis",
  "Aurora",
  "Helix",
  "Nova",
  "Alpine",
  "Verde",
  "Solara",
  "Evergreen",
  "Cellula",
  "Zenith",
  "Arcadia",
  "Meridian",
  "Kairos",
  "Elysia",
  "Serene",
  "Praxis",
  "Aeon",
  "Vireo",
  "Lumina",
  "Telos",
  "Quercus",
  "Nordlys",
  "Vivace",
  "Primus",
  "Equilibria",
  "Sana",
  "Oriel",
  "Halcyon",
  "Silva",
  "Boreal",
  "Clarity",
  "Kinetic",
  "Mosaic",
  "Fjord",
  "Terra",
  "Astra",
  "Cura",
  "Vigor",
  "Origo",
  "Tempo",
];
const FIRST_NAMES = [
  "Anna",
  "Lukas",
  "Sophie",
  "Jan",
  "Marie",
  "Thomas",
  "Elena",
  "Pieter",
  "Clara",
  "Matteo",
  "Laura",
  "Henrik",
  "Sara",
  "David",
  "Julia",
  "Pablo",
  "Emma",
  "Niels",
  "Chiara",
  "Oliver",
  "Ingrid",
  "Louis",
  "Eva",
  "Tomasz",
];
const LAST_NAMES = [
  "Jansen",
  "Müller",
  "Schmidt",
  "de Vries",
  "Bakker",
  "Rossi",
  "García",
  "Martin",
  "Dubois",
  "Berg",
  "Nielsen",
  "Fischer",
  "Weber",
  "Visser",
  "Moreau",
  "Lindqvist",
  "Ferrari",
  "López",
  "Novak",
  "Keller",
  "Smith",
  "Walsh",
];

const CLINIC_NOUNS = [
  "Longevity Clinic",
  "Preventive Health Centre",
  "Medical Spa",
  "Longevity Institute",
  "Health Clinic",
  "Wellness Clinic",
];
const LAB_NOUNS = ["Diagnostics", "Labs", "Biomarker Lab", "Health Testing", "Clinical Lab"];
const WEARABLE_NOUNS = ["Ring", "Band", "Watch", "Tracker", "Sensor", "Patch"];
const SUPPLEMENT_PRODUCTS: (readonly [string, string, string[]])[] = [
  // name, SUPPLEMENT_CATEGORIES value, ingredients
  ["NMN Complex", "longevity", ["NMN", "Resveratrol"]],
  ["NAD+ Booster", "longevity", ["Nicotinamide riboside"]],
  ["Urolithin A", "longevity", ["Urolithin A"]],
  ["Spermidine", "longevity", ["Spermidine", "Wheat germ extract"]],
  ["Omega-3", "vitamins", ["Fish oil", "EPA", "DHA"]],
  ["Vitamin D3 + K2", "vitamins", ["Vitamin D3", "Vitamin K2"]],
  ["Magnesium Glycinate", "vitamins", ["Magnesium"]],
  ["Multivitamin", "vitamins", ["Vitamin A", "B vitamins", "Vitamin C", "Zinc"]],
  ["Creatine", "vitamins", ["Creatine monohydrate"]],
  ["Ashwagandha", "adaptogens", ["Ashwagandha"]],
  ["Rhodiola", "adaptogens", ["Rhodiola rosea"]],
  ["Lion's Mane", "nootropics", ["Lion's mane mushroom"]],
  ["Focus Blend", "nootropics", ["L-theanine", "Caffeine", "Citicoline"]],
  ["CoQ10", "longevity", ["Coenzyme Q10"]],
  ["Glycine + NAC", "longevity", ["Glycine", "N-acetylcysteine"]],
];
const SUPPLEMENT_FORMS = ["Capsules", "Powder", "Softgels", "Tablets", "Liquid"];
const FOOD_PRODUCTS: (readonly [string, string])[] = [
  ["Protein Shake", "Functional Nutrition"],
  ["Complete Meal", "Functional Nutrition"],
  ["Greens Blend", "Supplements"],
  ["Organic Granola", "Organic Foods"],
  ["Meal Box", "Meal Delivery"],
  ["Fermented Foods", "Organic Foods"],
  ["Plant Kitchen", "Meal Delivery"],
  ["Electrolytes", "Supplements"],
];
const APP_NOUNS: Record<string, string[]> = {
  tracking: ["Track", "Pulse", "Metrics"],
  nutrition: ["Nutri", "Plate", "Macro"],
  sleep: ["Sleep", "Dream", "Rest"],
  fitness: ["Fit", "Move", "Train"],
  "mental-health": ["Mind", "Calm", "Breathe"],
  fasting: ["Fast", "Fasting", "Window"],
};
const COMMUNITY_NOUNS: Record<string, string[]> = {
  forum: ["Longevity Forum", "Biohackers Board"],
  podcast: ["Healthspan Podcast", "Longevity Podcast"],
  newsletter: ["Longevity Newsletter", "Healthspan Weekly"],
  meetup: ["Longevity Meetup", "Biohackers Meetup"],
  research: ["Ageing Research Network", "Longevity Research Group"],
};
const BRAND_NOUNS = ["Labs", "Health", "Wellness", "Bio", "Nutrition", "Performance", "Longevity"];
const LEADERBOARD_NOUNS: Record<string, string[]> = {
  fitness: ["Step Challenge", "Strength League"],
  sleep: ["Sleep Challenge", "Sleep Score League"],
  longevity: ["Biological Age Rankings", "Pace of Ageing League"],
  nutrition: ["Protein Challenge", "Plant Diversity Challenge"],
  endurance: ["VO2max Rankings", "Endurance Cup"],
};
const EVENT_NOUNS = [
  "Longevity Summit",
  "Biohacking Conference",
  "Healthy Ageing Forum",
  "Preventive Medicine Congress",
  "Longevity Expo",
];

const SERVICES = [
  "Health check-ups",
  "Blood panels",
  "Body composition scan",
  "VO2max testing",
  "Nutrition coaching",
  "IV therapy",
  "Cryotherapy",
  "Sleep assessment",
  "Personal training",
];
const TRACKING = [
  "Heart rate",
  "HRV",
  "Sleep",
  "Activity",
  "Skin temperature",
  "Blood oxygen",
  "Stress",
  "Continuous glucose",
  "ECG",
];
const APP_FEATURES = [
  "iOS",
  "Android",
  "Web",
  "Apple Health sync",
  "Google Fit sync",
  "Wearable integration",
  "Coaching",
  "Community",
];
const HEALTH_GOALS = [
  "Healthy ageing",
  "Energy",
  "Sleep",
  "Focus",
  "Recovery",
  "Heart health",
  "Metabolic health",
  "Strength",
];
const DIETARY = ["Vegan", "Vegetarian", "Gluten-free", "Organic", "Keto", "Dairy-free", "High protein"];
const QUALIFICATIONS = [
  "MD",
  "PhD",
  "Registered Dietitian",
  "IFM Certified Practitioner",
  "Sports Medicine Specialist",
  "Naturopath",
];
const CONSULTATION = ["In-person", "Video", "Phone"];
const METRICS = ["Steps", "Sleep score", "VO2max", "Biological age", "Distance", "Active minutes", "HRV"];
const KIND_TAGS: Record<Kind, string[]> = {
  clinic: ["longevity", "prevention", "check-up", "medical spa"],
  lab: ["blood test", "at-home", "biomarkers", "diagnostics"],
  practitioner: ["functional medicine", "nutrition", "coaching"],
  wearable: ["tracking", "sleep", "fitness"],
  supplement: ["supplement", "longevity", "daily"],
  food: ["nutrition", "healthy food"],
  app: ["app", "tracking"],
  community: ["community", "education"],
  brand: ["brand", "wellness"],
  leaderboard: ["challenge", "ranking"],
  event: ["conference", "event"],
};

/** Labels for descriptions (brand categories share some values with other lists, so they get their own map). */
const LABELS = new Map(
  [
    ...CLINIC_SPECIALTIES,
    ...PRACTITIONER_SPECIALTIES,
    ...LAB_TEST_TYPES,
    ...WEARABLE_CATEGORIES,
    ...APP_CATEGORIES,
  ].map((o) => [o.value, o.label]),
);
const BRAND_LABELS = new Map(BRAND_CATEGORIES.map((o) => [o.value, o.label]));
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);

const SPECIALTY_VALUES = { clinic: values(CLINIC_SPECIALTIES), practitioner: values(PRACTITIONER_SPECIALTIES) };
const CLINIC_CONDITIONS = values(CLINIC_HEALTH_CONDITIONS);
const PRACTITIONER_CONDITIONS = values(PRACTITIONER_HEALTH_CONDITIONS);
const CLINIC_BIOMARKER_VALUES = values(CLINIC_BIOMARKERS);
const LAB_TEST_VALUES = values(LAB_TEST_TYPES);
const LAB_ADVANCED_VALUES = values(LAB_ADVANCED_BIOMARKERS);
const LAB_CONDITION_VALUES = values(LAB_HEALTH_CONDITIONS);
const WEARABLE_CATEGORY_VALUES = values(WEARABLE_CATEGORIES);
const SUPPLEMENT_CATEGORY_VALUES = new Set(values(SUPPLEMENT_CATEGORIES));
const FOOD_CATEGORY_VALUES = new Set(values(FOOD_CATEGORIES));
const APP_CATEGORY_VALUES = values(APP_CATEGORIES);
const COMMUNITY_CATEGORY_VALUES = values(COMMUNITY_CATEGORIES);
const BRAND_CATEGORY_VALUES = values(BRAND_CATEGORIES);
const LEADERBOARD_CATEGORY_VALUES = values(LEADERBOARD_CATEGORIES);
const LEADERBOARD_TYPE_VALUES = values(LEADERBOARD_TYPES);
const LEADERBOARD_PLATFORM_VALUES = values(LEADERBOARD_PLATFORMS);

// --- one synthetic row --------------------------------------------------------------------------------------

const ARRAY_COLUMNS = [
  "tags",
  "specialties",
  "services",
  "healthConditions",
  "biomarkers",
  "testTypes",
  "advancedBiomarkers",
  "features",
  "trackingCapabilities",
  "ingredients",
  "healthGoals",
  "qualifications",
  "consultationType",
  "languages",
  "dietaryPreferences",
  "deliveryAreas",
  "metrics",
  "categories",
] as const;
type ArrayColumn = (typeof ARRAY_COLUMNS)[number];
/** Fact lists (lib/listings/facts.ts) the synthetic facts fill. */
const FACT_ARRAY_COLUMNS = [
  "sourceUrls",
  "sampleMethods",
  "accreditations",
  "countriesServed",
  "diagnostics",
  "sensors",
  "platforms",
  "thirdPartyTesting",
] as const;

export type SyntheticListing = {
  id: string;
  kind: Kind;
  slug: string;
  name: string;
  description: string;
  website: string;
  country: string;
  city: string;
  location: string;
  region: string;
  category: string | null;
  brand: string | null;
  platform: string | null;
  leaderboardType: string | null;
  foodType: string | null;
  rating: number | null;
  reviewCount: number;
  featured: boolean;
  verified: boolean;
  telehealth: boolean | null;
  homeCollection: boolean | null;
  onlineResults: boolean | null;
  subscriptionAvailable: boolean | null;
  yearsExperience: number | null;
  startsAt: string | null;
  endsAt: string | null;
  createdAt: string;
  /** Its city's centre (what the app looks up in the gazetteer), and for places an address position around it. */
  cityLat: number | null;
  cityLng: number | null;
  lat: number | null;
  lng: number | null;
} & Record<ArrayColumn, string[]> &
  SyntheticFacts;

/** 'City|Country' → the gazetteer's coordinates of that city. */
export type CityCentres = ReadonlyMap<string, { lat: number; lng: number }>;
/** Places (clinics, labs, practitioners, communities, events) lie within this distance of their city's centre. */
const SPREAD_KM = 20;
const KM_PER_DEGREE = 111.195;

/** A point spread evenly over the disc of SPREAD_KM around the centre (the square root keeps the density even). */
function around(rng: Rng, centre: { lat: number; lng: number }): { lat: number; lng: number } {
  const km = SPREAD_KM * Math.sqrt(rng.next());
  const bearing = rng.next() * 2 * Math.PI;
  const lat = centre.lat + (km * Math.cos(bearing)) / KM_PER_DEGREE;
  const lng = centre.lng + (km * Math.sin(bearing)) / (KM_PER_DEGREE * Math.cos((centre.lat * Math.PI) / 180));
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}

const SYNTHETIC_ID_PREFIX = "synthetic-";
const syntheticId = (index: number) => `${SYNTHETIC_ID_PREFIX}${String(index).padStart(8, "0")}`;

/**
 * Builds synthetic row `index` (0-based); the same index always gives the same row. `centres` places it: without
 * them (or for a city they lack) the row has no coordinates.
 */
export function syntheticListing(index: number, centres: CityCentres = new Map()): SyntheticListing {
  const rng = rowRandom(index);
  const kind = rng.weighted(KIND_WEIGHTS, KIND_TOTAL);
  const place = rng.weighted(PLACES, PLACE_TOTAL);
  const city = rng.pick(place.cities);
  const stem = rng.pick(NAME_STEMS);
  const arrays = Object.fromEntries(ARRAY_COLUMNS.map((c) => [c, [] as string[]])) as Record<ArrayColumn, string[]>;
  let name: string;
  let about: string;
  let category: string | null = null;
  let brand: string | null = null;
  let platform: string | null = null;
  let leaderboardType: string | null = null;
  let foodType: string | null = null;
  let region: string = place.region;
  let telehealth: boolean | null = null;
  let homeCollection: boolean | null = null;
  let onlineResults: boolean | null = null;
  let subscriptionAvailable: boolean | null = null;
  let yearsExperience: number | null = null;
  let startsAt: string | null = null;
  let endsAt: string | null = null;

  switch (kind) {
    case "clinic": {
      const noun = rng.pick(CLINIC_NOUNS);
      name = `${stem} ${noun} ${city}`;
      arrays.specialties = rng.some(SPECIALTY_VALUES.clinic, 1, 3);
      arrays.healthConditions = rng.some(CLINIC_CONDITIONS, 1, 4);
      arrays.biomarkers = rng.some(CLINIC_BIOMARKER_VALUES, 2, 6);
      arrays.services = rng.some(SERVICES, 2, 5);
      arrays.languages = rng.some(place.languages, 1, place.languages.length);
      telehealth = rng.chance(0.4);
      about = `a ${noun.toLowerCase()} in ${city} offering ${arrays.services.slice(0, 2).map(lowerFirst).join(" and ")}`;
      break;
    }
    case "lab": {
      name = `${stem} ${rng.pick(LAB_NOUNS)}`;
      arrays.testTypes = rng.some(LAB_TEST_VALUES, 1, 3);
      arrays.advancedBiomarkers = rng.some(LAB_ADVANCED_VALUES, 2, 6);
      arrays.healthConditions = rng.some(LAB_CONDITION_VALUES, 1, 4);
      homeCollection = rng.chance(0.6);
      onlineResults = rng.chance(0.9);
      about = `a testing service in ${city} offering ${arrays.testTypes.map((v) => LABELS.get(v) ?? v).join(", ")}`;
      break;
    }
    case "practitioner": {
      const title = rng.weighted(
        [
          ["Dr.", 6],
          ["Prof. Dr.", 1],
          ["", 3],
        ] as const,
        10,
      );
      name = `${title ? `${title} ` : ""}${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
      arrays.specialties = rng.some(SPECIALTY_VALUES.practitioner, 1, 3);
      arrays.healthConditions = rng.some(PRACTITIONER_CONDITIONS, 1, 4);
      arrays.qualifications = rng.some(QUALIFICATIONS, 1, 2);
      arrays.consultationType = rng.some(CONSULTATION, 1, 3);
      arrays.languages = rng.some(place.languages, 1, place.languages.length);
      telehealth = arrays.consultationType.includes("Video");
      yearsExperience = rng.int(2, 35);
      about = `a practitioner in ${city} working in ${arrays.specialties.map((v) => LABELS.get(v) ?? v).join(", ")}`;
      break;
    }
    case "wearable": {
      category = rng.pick(WEARABLE_CATEGORY_VALUES);
      brand = stem;
      name = `${stem} ${rng.pick(WEARABLE_NOUNS)} ${rng.int(1, 5)}`;
      arrays.trackingCapabilities = rng.some(TRACKING, 2, 6);
      arrays.features = rng.some(APP_FEATURES, 1, 3);
      subscriptionAvailable = rng.chance(0.3);
      about = `a ${(LABELS.get(category) ?? category).toLowerCase()} that tracks ${arrays.trackingCapabilities.slice(0, 3).map(lowerFirst).join(", ")}`;
      break;
    }
    case "supplement": {
      const [product, productCategory, ingredients] = rng.pick(SUPPLEMENT_PRODUCTS);
      category = SUPPLEMENT_CATEGORY_VALUES.has(productCategory) ? productCategory : "longevity";
      brand = stem;
      name = `${stem} ${product} ${rng.pick(SUPPLEMENT_FORMS)}`;
      arrays.ingredients = ingredients;
      arrays.healthGoals = rng.some(HEALTH_GOALS, 1, 3);
      subscriptionAvailable = rng.chance(0.5);
      about = `a supplement from ${place.country} containing ${ingredients.join(", ")}`;
      break;
    }
    case "food": {
      const [product, productCategory] = rng.pick(FOOD_PRODUCTS);
      category = FOOD_CATEGORY_VALUES.has(productCategory) ? productCategory : "Functional Nutrition";
      brand = stem;
      foodType = product;
      name = `${stem} ${product}`;
      arrays.dietaryPreferences = rng.some(DIETARY, 1, 3);
      arrays.deliveryAreas = rng.chance(0.5) ? [place.country] : [place.country, "Europe"];
      subscriptionAvailable = rng.chance(0.5);
      about = `a ${product.toLowerCase()} producer from ${city}`;
      break;
    }
    case "app": {
      category = rng.pick(APP_CATEGORY_VALUES);
      name = `${stem} ${rng.pick(APP_NOUNS[category] ?? ["Health"])}`;
      arrays.features = rng.some(APP_FEATURES, 2, 5);
      arrays.trackingCapabilities = rng.some(TRACKING, 1, 3);
      subscriptionAvailable = rng.chance(0.6);
      about = `a ${(LABELS.get(category) ?? category).toLowerCase()} app developed in ${city}`;
      break;
    }
    case "community": {
      category = rng.pick(COMMUNITY_CATEGORY_VALUES);
      name = `${city} ${rng.pick(COMMUNITY_NOUNS[category] ?? ["Longevity Community"])}`;
      arrays.languages = rng.some(place.languages, 1, place.languages.length);
      about = `a ${category} for people in ${city} interested in longevity`;
      break;
    }
    case "brand": {
      arrays.categories = rng.some(BRAND_CATEGORY_VALUES, 1, 3);
      category = arrays.categories[0] ?? "wellness";
      name = `${stem} ${rng.pick(BRAND_NOUNS)}`;
      about = `a brand from ${place.country} in ${arrays.categories.map((v) => BRAND_LABELS.get(v) ?? v).join(", ")}`;
      break;
    }
    case "leaderboard": {
      category = rng.pick(LEADERBOARD_CATEGORY_VALUES);
      leaderboardType = rng.pick(LEADERBOARD_TYPE_VALUES);
      platform = rng.pick(LEADERBOARD_PLATFORM_VALUES);
      name = `${stem} ${rng.pick(LEADERBOARD_NOUNS[category] ?? ["Challenge"])}`;
      arrays.metrics = rng.some(METRICS, 1, 3);
      if (rng.chance(0.6)) region = "Worldwide";
      about = `a ${category} leaderboard (${leaderboardType}) on ${platform}`;
      break;
    }
    case "event": {
      const start = BASE_TIME + rng.int(30, 600) * DAY_MS;
      startsAt = new Date(start).toISOString();
      endsAt = new Date(start + rng.int(0, 3) * DAY_MS).toISOString();
      name = `${stem} ${rng.pick(EVENT_NOUNS)} ${city}`;
      about = `a conference in ${city} on longevity and preventive health`;
      break;
    }
  }

  arrays.tags = ["synthetic", ...rng.some(KIND_TAGS[kind], 1, 2)];
  const rated = rng.chance(0.3);
  const rating = rated ? Math.round((3 + rng.next() * 2) * 10) / 10 : null;
  const reviewCount = rated ? Math.max(1, Math.floor(rng.next() ** 3 * 400)) : 0;
  const slug = `${brandSlug(name) || kind}-${index + 1}`;
  const createdAt = new Date(BASE_TIME - Math.floor(rng.next() * 730 * DAY_MS)).toISOString();
  // Drawn last, so every other field is what it was before rows had positions.
  const centre = centres.get(`${city}|${place.country}`) ?? null;
  const position = centre && KIND_REGISTRY[kind].reach === "place" ? around(rng, centre) : null;
  const base = {
    id: syntheticId(index),
    kind,
    slug,
    name,
    description: `${SYNTHETIC_DESCRIPTION_PREFIX} ${name} is ${about}.`,
    website: `https://www.example.com/${kind}/${slug}`,
    country: place.country,
    city,
    location: `${city}, ${place.country}`,
    region,
    category,
    brand,
    platform,
    leaderboardType,
    foodType,
    rating,
    reviewCount,
    featured: rng.chance(0.005),
    verified: rng.chance(0.05),
    telehealth,
    homeCollection,
    onlineResults,
    subscriptionAvailable,
    yearsExperience,
    startsAt,
    endsAt,
    createdAt,
    cityLat: centre?.lat ?? null,
    cityLng: centre?.lng ?? null,
    lat: position?.lat ?? null,
    lng: position?.lng ?? null,
    ...arrays,
  };
  const facts = syntheticFacts(rng, {
    kind,
    slug,
    website: base.website,
    country: place.country,
    languages: arrays.languages,
    ingredients: arrays.ingredients,
    name,
    subscriptionAvailable,
    homeCollection,
    createdAt: base.createdAt,
  });
  return { ...base, ...facts };
}

// --- bulk insert ------------------------------------------------------------------------------------------

/** Column, element type of its unnest() parameter, and the expression turning the unnested value into the column. */
type Column = { name: string; type: string; select?: string; value: (row: SyntheticListing) => unknown };

/** A text[] value as an array literal, so a text[][] of ragged rows can travel as one text[] parameter. */
function arrayLiteral(items: string[]): string {
  if (items.length === 0) return "{}";
  return `{${items.map((item) => `"${item.replace(/[\\"]/g, "\\$&")}"`).join(",")}}`;
}

const text = (name: keyof SyntheticListing): Column => ({ name, type: "text", value: (r) => r[name] });
const bool = (name: keyof SyntheticListing): Column => ({ name, type: "boolean", value: (r) => r[name] });
const timestamp = (name: string, value: (r: SyntheticListing) => string | null): Column => ({
  name,
  type: "text",
  select: `"${name}"::timestamp(3)`,
  value,
});

const COLUMNS: Column[] = [
  text("id"),
  { name: "kind", type: "text", select: `kind::"ListingKind"`, value: (r) => r.kind },
  text("slug"),
  text("name"),
  text("description"),
  text("website"),
  text("country"),
  text("city"),
  text("location"),
  text("region"),
  text("category"),
  text("brand"),
  text("platform"),
  text("leaderboardType"),
  text("foodType"),
  { name: "rating", type: "float8", value: (r) => r.rating },
  { name: "reviewCount", type: "int4", value: (r) => r.reviewCount },
  // An editor's pick now and then; "featured" is generated from the placement.
  {
    name: "placement",
    type: "text",
    select: `"placement"::"ListingPlacement"`,
    value: (r) => (r.featured ? "editorial" : null),
  },
  bool("verified"),
  bool("telehealth"),
  bool("homeCollection"),
  bool("onlineResults"),
  bool("subscriptionAvailable"),
  { name: "yearsExperience", type: "int4", value: (r) => r.yearsExperience },
  { name: "lat", type: "float8", value: (r) => r.lat },
  { name: "lng", type: "float8", value: (r) => r.lng },
  { name: "cityLat", type: "float8", value: (r) => r.cityLat },
  { name: "cityLng", type: "float8", value: (r) => r.cityLng },
  // Marks the city as looked up, so the app's own lookup (scripts/db/city-points.ts) skips these rows.
  { name: "cityPointOf", type: "text", value: (r) => `${r.city}|${r.country}` },
  timestamp("startsAt", (r) => r.startsAt),
  timestamp("endsAt", (r) => r.endsAt),
  timestamp("createdAt", (r) => r.createdAt),
  timestamp("updatedAt", (r) => r.createdAt),
  timestamp("publishedAt", (r) => r.createdAt),
  ...[...ARRAY_COLUMNS, ...FACT_ARRAY_COLUMNS].map((name): Column => ({
    name,
    type: "text",
    select: `"${name}"::text[]`,
    value: (r) => arrayLiteral(r[name]),
  })),
  ...(["priceFrom", "subscriptionPrice", "pricePerServing"] as const).map((name): Column => ({
    name,
    type: "numeric",
    value: (r) => r[name],
  })),
  { name: "turnaroundDays", type: "int4", value: (r) => r.turnaroundDays },
  ...(
    [
      "currency",
      "priceIncludes",
      "bookingUrl",
      "accreditationBody",
      "medicalDirector",
      "profession",
      "registryBody",
      "registryNumber",
      "batteryLife",
      "supplementForm",
      "dosage",
    ] as const
  ).map(text),
  ...(["doctorReview", "sellsTreatments", "acceptsInsurance", "thirdPartyTested"] as const).map(bool),
  ...(
    [
      "openingHours",
      "testPanels",
      "programmes",
      "validationStudies",
      "ingredientAmounts",
      "accreditationRecords",
    ] as const
  ).map((name): Column => ({
    name,
    type: "text",
    select: `"${name}"::jsonb`,
    value: (r) => (r[name] === null ? null : JSON.stringify(r[name])),
  })),
  { name: "verifiedBy", type: "text", select: `"verifiedBy"::"VerifiedBy"`, value: (r) => r.verifiedBy },
  timestamp("lastVerifiedAt", (r) => r.lastVerifiedAt),
  timestamp("firstPublishedAt", (r) => r.firstPublishedAt),
];

const INSERT_SQL = (() => {
  const names = COLUMNS.map((c) => `"${c.name}"`);
  const unnestArgs = COLUMNS.map((c, i) => `$${i + 1}::${c.type}[]`).join(", ");
  const selects = COLUMNS.map((c) => c.select ?? `"${c.name}"`).join(", ");
  return (
    `INSERT INTO "Listing" (${names.join(", ")}, status, origin)\n` +
    `SELECT ${selects}, 'published'::"ListingStatus", 'synthetic'::"ListingOrigin"\n` +
    `FROM unnest(${unnestArgs}) AS u(${names.join(", ")})`
  );
})();

/** First free synthetic row index: one past the highest `synthetic-NNNNNNNN` id present. */
async function nextSyntheticIndex(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ max_id: string | null }>(
    `SELECT max(id) AS max_id FROM "Listing" WHERE origin = 'synthetic' AND id ~ '^${SYNTHETIC_ID_PREFIX}[0-9]{8}$'`,
  );
  const maxId = rows[0]?.max_id;
  return maxId ? Number(maxId.slice(SYNTHETIC_ID_PREFIX.length)) + 1 : 0;
}

export type SyntheticSeedResult = {
  inserted: number;
  firstIndex: number;
  /** COPY on PostgreSQL, multi-row INSERTs on PGlite. */
  method: "copy" | "insert";
  /** Time spent building the secondary indexes after a bulk load (0 when they were kept up row by row). */
  indexMs: number;
  ms: number;
  rowsPerSecond: number;
};

/** From this many rows on, PostgreSQL builds the secondary indexes once after the load instead of row by row. */
export const BULK_LOAD_ROWS = 50_000;
const COPY_ROWS_PER_CHUNK = 2_000;

/** GIN indexes take inserts into a pending list first; a large list per transaction merges in fewer, bigger steps. */
const GIN_PENDING_LIST_LIMIT = "256MB";
const GIN_INDEXES_SQL = `SELECT c.oid::regclass AS index FROM pg_index i
  JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
  WHERE i.indrelid = '"Listing"'::regclass AND a.amname = 'gin'`;

/** Best effort: the rows are committed already, and merging needs ownership of the indexes. */
async function cleanGinPendingLists(client: pg.ClientBase): Promise<void> {
  try {
    const gin = await client.query<{ index: string }>(GIN_INDEXES_SQL);
    for (const { index } of gin.rows) await client.query("SELECT gin_clean_pending_list($1::regclass)", [index]);
  } catch (error) {
    console.warn(`Could not merge the GIN pending lists (${(error as Error).message}); autovacuum will.`);
  }
}

/** Inserts rows `firstIndex`… in multi-row statements (PGlite). */
async function insertRows(
  client: pg.ClientBase,
  firstIndex: number,
  count: number,
  centres: CityCentres,
): Promise<number> {
  let inserted = 0;
  for (let offset = 0; offset < count; offset += ROWS_PER_STATEMENT) {
    const size = Math.min(ROWS_PER_STATEMENT, count - offset);
    const params: unknown[][] = COLUMNS.map(() => new Array<unknown>(size));
    for (let i = 0; i < size; i++) {
      const row = syntheticListing(firstIndex + offset + i, centres);
      for (let c = 0; c < COLUMNS.length; c++) params[c]![i] = COLUMNS[c]!.value(row);
    }
    const result = await client.query(INSERT_SQL, params);
    inserted += result.rowCount ?? size;
  }
  return inserted;
}

/** A value in COPY's text format: \N for null, backslash escapes for the characters that delimit rows and fields. */
function copyField(value: unknown): string {
  if (value === null || value === undefined) return "\\N";
  return String(value).replace(/[\\\t\n\r]/g, (c) => ({ "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" })[c]!);
}

const COPY_SQL = `COPY "Listing" (${COLUMNS.map((c) => `"${c.name}"`).join(", ")}, status, origin) FROM STDIN`;

function* copyChunks(firstIndex: number, count: number, centres: CityCentres): Generator<string> {
  for (let offset = 0; offset < count; offset += COPY_ROWS_PER_CHUNK) {
    const lines: string[] = [];
    for (let i = offset; i < Math.min(count, offset + COPY_ROWS_PER_CHUNK); i++) {
      const row = syntheticListing(firstIndex + i, centres);
      lines.push(`${COLUMNS.map((c) => copyField(c.value(row))).join("\t")}\tpublished\tsynthetic\n`);
    }
    yield lines.join("");
  }
}

/** Streams rows `firstIndex`… through COPY (PostgreSQL). */
async function copyRows(
  client: pg.ClientBase,
  firstIndex: number,
  count: number,
  centres: CityCentres,
): Promise<number> {
  const stream = client.query(copyFrom(COPY_SQL));
  await pipeline(Readable.from(copyChunks(firstIndex, count, centres)), stream);
  return stream.rowCount;
}

/** Drops the indexes no constraint needs, returning their definitions to build them again. */
async function dropSecondaryIndexes(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition FROM pg_index i
     WHERE i.indrelid = '"Listing"'::regclass AND NOT i.indisprimary AND NOT i.indisunique`,
  );
  for (const { name } of rows) await client.query(`DROP INDEX ${name}`);
  return rows.map((row) => row.definition);
}

/** Inserts `count` synthetic listings, continuing after any already present; all or nothing. */
export async function seedSynthetic(databaseUrl: string, count: number): Promise<SyntheticSeedResult> {
  if (!Number.isInteger(count) || count < 0) throw new Error(`count must be a non-negative integer, got ${count}`);
  const started = performance.now();
  const centres = await cityCentres(
    PLACES.flatMap(([place]) => place.cities.map((city) => ({ city, country: place.country }))),
  );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let inserted = 0;
  let firstIndex = 0;
  let indexMs = 0;
  let method: SyntheticSeedResult["method"] = "insert";
  try {
    const { rows } = await client.query<{ version: string }>("SELECT version()");
    const pglite = /PGlite|emscripten/i.test(rows[0]?.version ?? "");
    method = pglite ? "insert" : "copy";
    await client.query("BEGIN");
    // This transaction's commit only: no wait for the WAL flush, and bigger GIN pending lists.
    await client.query("SET LOCAL synchronous_commit = off");
    await client.query(`SET LOCAL gin_pending_list_limit = '${GIN_PENDING_LIST_LIMIT}'`);
    firstIndex = await nextSyntheticIndex(client);
    const bulk = !pglite && count >= BULK_LOAD_ROWS;
    const indexes = bulk ? await dropSecondaryIndexes(client) : [];
    inserted = pglite
      ? await insertRows(client, firstIndex, count, centres)
      : await copyRows(client, firstIndex, count, centres);
    if (bulk) {
      const indexStarted = performance.now();
      await client.query("SET LOCAL maintenance_work_mem = '512MB'");
      await client.query("SET LOCAL max_parallel_maintenance_workers = 2");
      for (const definition of indexes) await client.query(definition);
      indexMs = performance.now() - indexStarted;
    }
    await client.query("COMMIT");
    // Merge the pending lists now rather than leaving it to the first searches (or autovacuum).
    if (inserted > 0 && !bulk) await cleanGinPendingLists(client);
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
  const ms = performance.now() - started;
  return {
    inserted,
    firstIndex,
    method,
    indexMs,
    ms,
    rowsPerSecond: ms > 0 ? Math.round((inserted / ms) * 1000) : inserted,
  };
}

/** Deletes every synthetic listing; returns how many were deleted. */
export async function deleteSynthetic(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(`DELETE FROM "Listing" WHERE origin = 'synthetic'`);
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

function parseCount(argv: string[]): number {
  const flag = argv.findIndex((a) => a === "--count" || a.startsWith("--count="));
  if (flag === -1) return 1000;
  const raw = argv[flag]!.includes("=") ? argv[flag]!.split("=")[1] : argv[flag + 1];
  const count = Number(raw?.replace(/_/g, ""));
  if (!Number.isInteger(count) || count < 0) {
    console.error(`--count needs a non-negative integer, got "${raw ?? ""}"`);
    process.exit(1);
  }
  return count;
}

async function main() {
  const argv = process.argv.slice(2);
  const databaseUrl = requireDatabaseUrl();
  const count = parseCount(argv);
  if (argv.includes("--reset")) console.log(`Deleted ${await deleteSynthetic(databaseUrl)} synthetic listing(s).`);
  const result = await seedSynthetic(databaseUrl, count);
  console.log(
    `Inserted ${result.inserted.toLocaleString("en")} synthetic listings (rows ${result.firstIndex}–${result.firstIndex + result.inserted - 1}) ` +
      `in ${(result.ms / 1000).toFixed(1)} s by ${result.method} (indexes ${(result.indexMs / 1000).toFixed(1)} s): ${result.rowsPerSecond.toLocaleString("en")} rows/s.`,
  );
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
