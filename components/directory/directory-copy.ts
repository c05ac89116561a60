import type { DirectoryView } from "@/lib/directory/directory-schema";
import { DIRECTORY_TITLES } from "./directory-titles";

export { directoryTitle } from "./directory-titles";

type DirectoryCopy = {
  /** Page title (the layout appends the site name) and the heading above the results. */
  title: string;
  description: string;
  keywords: string[];
  /** Breadcrumb name of the category page. */
  crumb: string;
};

/** docs/product.md, Visitors: screens: each directory category has its own title and description. */
const DESCRIPTIONS: Record<DirectoryView, Omit<DirectoryCopy, "title">> = {
  all: {
    description:
      "Browse longevity clinics, biomarker labs, functional practitioners, wearables, supplements, foods, apps and communities across Europe, with filters by country, specialty and biomarker.",
    keywords: [
      "longevity directory",
      "health optimisation",
      "longevity clinics",
      "biomarker testing",
      "functional medicine",
    ],
    crumb: "All listings",
  },
  clinics: {
    description:
      "Compare longevity, preventive and functional medicine clinics in Europe by country, specialty, health condition and the biomarkers they focus on.",
    keywords: ["longevity clinic", "preventive health clinic", "functional medicine clinic", "healthspan", "Europe"],
    crumb: "Clinics",
  },
  labs: {
    description:
      "Find blood, DNA, microbiome, hormone and epigenetic-age testing labs in Europe, filtered by test type, advanced biomarker and health condition.",
    keywords: ["biomarker testing", "blood test lab", "epigenetic age test", "ApoB test", "Europe"],
    crumb: "Labs",
  },
  practitioners: {
    description:
      "Find functional medicine doctors, longevity physicians, nutritionists and integrative practitioners in Europe by specialty and health condition.",
    keywords: [
      "functional medicine practitioner",
      "longevity doctor",
      "integrative medicine",
      "nutritionist",
      "Europe",
    ],
    crumb: "Functional Practitioners",
  },
  wearables: {
    description:
      "Compare health wearables for longevity: smart rings, smartwatches, fitness trackers and continuous glucose monitors, by category and brand.",
    keywords: ["health wearables", "smart ring", "continuous glucose monitor", "HRV tracker", "sleep tracker"],
    crumb: "Wearables",
  },
  supplements: {
    description:
      "Browse longevity supplements, nootropics, vitamins, minerals and adaptogens from European and international brands, by category and brand.",
    keywords: ["longevity supplements", "nootropics", "NMN", "vitamin D", "adaptogens"],
    crumb: "Supplements",
  },
  foods: {
    description:
      "Find functional nutrition, meal delivery, organic food and nutrition brands that support healthy ageing, by category and brand.",
    keywords: ["functional foods", "healthy meal delivery", "longevity diet", "organic food"],
    crumb: "Foods",
  },
  apps: {
    description:
      "Compare apps for health tracking, nutrition, sleep, fitness, fasting and mental health that help you live longer and better.",
    keywords: ["health apps", "longevity app", "sleep app", "fasting app", "nutrition tracking"],
    crumb: "Apps",
  },
  social: {
    description:
      "Join longevity and health-optimisation communities: forums, podcasts, newsletters, meetups and research groups.",
    keywords: ["longevity community", "biohacking forum", "longevity podcast", "health newsletter"],
    crumb: "Social",
  },
  brands: {
    description:
      "Discover health and longevity brands: supplements, wearables, testing, nutrition, sleep and wellness companies.",
    keywords: ["health brands", "longevity brands", "wellness companies", "biohacking brands"],
    crumb: "Brands",
  },
  leaderboards: {
    description:
      "Fitness, sleep and longevity leaderboards, competitions and community challenges on Strava, Oura, Whoop and more.",
    keywords: ["health leaderboard", "fitness challenge", "sleep score ranking", "longevity challenge"],
    crumb: "Leaderboards",
  },
  events: {
    description: "Longevity, healthspan and health-optimisation events, conferences and meetups in Europe.",
    keywords: ["longevity conference", "healthspan event", "biohacking summit", "Europe"],
    crumb: "Events",
  },
};

export const DIRECTORY_COPY = Object.fromEntries(
  Object.entries(DESCRIPTIONS).map(([view, copy]) => [
    view,
    { title: DIRECTORY_TITLES[view as DirectoryView], ...copy },
  ]),
) as Record<DirectoryView, DirectoryCopy>;
