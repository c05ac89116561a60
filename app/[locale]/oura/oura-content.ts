// Static content of the wearable-ring brand page (docs/product.md, Admin: screens). The rating, review count, award and quotes
// are editorial figures supplied with this page, not Longevity Directory member reviews; the page says so.

export const OURA_WEBSITE = "https://ouraring.com";

export const OURA = {
  name: "Oura Ring",
  brand: "Oura",
  tagline: "The smart ring for sleep, recovery and everyday health",
  intro:
    "Oura is a lightweight titanium ring that measures heart rate, heart rate variability, body temperature trends and movement from your finger, day and night. Its app turns the data into daily Sleep, Readiness and Activity scores.",
  rating: 4.2,
  reviewCount: 2847,
  award: "Best Wearable 2024",
  disclosure:
    "Rating, review count, award and user quotes are editorial figures supplied for this brand page. They are not reviews by Longevity Directory members.",
} as const;

export const KEY_FEATURES = [
  { title: "Sleep Tracking", text: "Sleep stages, timing and efficiency every night, summed up in a Sleep Score." },
  {
    title: "Readiness Score",
    text: "A daily view of recovery built from resting heart rate, HRV, temperature and recent activity.",
  },
  { title: "Heart Health", text: "Continuous heart rate and overnight heart rate variability from the finger." },
  {
    title: "Temperature Trends",
    text: "Nightly skin temperature deviation that can reflect illness, stress or cycle changes.",
  },
  {
    title: "Activity & Workouts",
    text: "Steps, active calories and automatic workout detection, with gentle inactivity nudges.",
  },
  { title: "Long Battery Life", text: "Up to 7 days on a charge, so it can be worn around the clock." },
] as const;

export const HEALTH_INSIGHTS = [
  {
    title: "Sleep",
    metrics: ["Sleep stages (light, deep, REM)", "Sleep latency and efficiency", "Bedtime consistency"],
  },
  {
    title: "Readiness",
    metrics: ["Heart rate variability balance", "Resting heart rate", "Body temperature deviation"],
  },
  { title: "Activity", metrics: ["Daily steps and movement", "Active calorie burn", "Inactivity alerts"] },
] as const;

export const USER_QUOTES = [
  {
    quote: "The readiness score changed how I plan hard training days. I finally listen to my recovery.",
    author: "Marathon runner, Amsterdam",
  },
  {
    quote: "I forget I'm wearing it. Seeing my sleep trends over months has been genuinely motivating.",
    author: "Product manager, Berlin",
  },
] as const;

export const QUICK_INFO = [
  { label: "Price range", value: "$299-$549" },
  { label: "Battery", value: "7 days" },
  { label: "Water resistance", value: "100m" },
  { label: "Compatibility", value: "iOS & Android" },
  { label: "Sizes", value: "8 sizes" },
] as const;

export const METRICS_TRACKED = [
  "Heart rate",
  "Heart rate variability",
  "Body temperature",
  "Blood oxygen (SpO2)",
  "Respiratory rate",
  "Sleep stages",
  "Steps",
  "Active calories",
] as const;

export const INTEGRATIONS = ["Apple Health", "Google Health Connect", "Natural Cycles"] as const;
