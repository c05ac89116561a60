import type { DirectoryView } from "@/lib/directory/directory-schema";

/** Each directory category's search keywords (English); its title and description are in the directory catalogue. */
export const DIRECTORY_KEYWORDS: Record<DirectoryView, string[]> = {
  all: ["longevity directory", "health optimisation", "longevity clinics", "biomarker testing", "functional medicine"],
  clinics: ["longevity clinic", "preventive health clinic", "functional medicine clinic", "healthspan", "Europe"],
  labs: ["biomarker testing", "blood test lab", "epigenetic age test", "ApoB test", "Europe"],
  practitioners: [
    "functional medicine practitioner",
    "longevity doctor",
    "integrative medicine",
    "nutritionist",
    "Europe",
  ],
  wearables: ["health wearables", "smart ring", "continuous glucose monitor", "HRV tracker", "sleep tracker"],
  supplements: ["longevity supplements", "nootropics", "NMN", "vitamin D", "adaptogens"],
  foods: ["functional foods", "healthy meal delivery", "longevity diet", "organic food"],
  apps: ["health apps", "longevity app", "sleep app", "fasting app", "nutrition tracking"],
  social: ["longevity community", "biohacking forum", "longevity podcast", "health newsletter"],
  brands: ["health brands", "longevity brands", "wellness companies", "biohacking brands"],
  leaderboards: ["health leaderboard", "fitness challenge", "sleep score ranking", "longevity challenge"],
  events: ["longevity conference", "healthspan event", "biohacking summit", "Europe"],
};
