import { formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import type { Translator } from "@/lib/i18n/translator";

// The wearable-ring brand page: its figures here, its words in the `oura` catalogue.
// The rating, review count, award and quotes are editorial figures supplied with this page, not Longevity Directory
// member reviews; the page says so.

export const OURA_WEBSITE = "https://ouraring.com";

export const OURA = { name: "Oura Ring", brand: "Oura", rating: 4.2, reviewCount: 2847 } as const;

const FEATURES = ["sleep", "readiness", "heart", "temperature", "activity", "battery"] as const;
const INSIGHTS = [
  { group: "sleep", metrics: ["insights.sleep.stages", "insights.sleep.latency", "insights.sleep.consistency"] },
  {
    group: "readiness",
    metrics: ["insights.readiness.hrvBalance", "insights.readiness.restingHeartRate", "insights.readiness.temperature"],
  },
  {
    group: "activity",
    metrics: ["insights.activity.steps", "insights.activity.calories", "insights.activity.inactivity"],
  },
] as const;
const QUOTES = ["runner", "manager"] as const;
const METRICS = [
  "heartRate",
  "hrv",
  "temperature",
  "spo2",
  "respiratoryRate",
  "sleepStages",
  "steps",
  "activeCalories",
] as const;
export const INTEGRATIONS = ["Apple Health", "Google Health Connect", "Natural Cycles"] as const;

/** The page's lists in a locale: features, insight groups, quotes, quick facts and the metrics tracked. */
export function ouraContent(locale: Locale, t: Translator<"oura">) {
  return {
    features: FEATURES.map((key) => ({
      key,
      title: t(`features.${key}.title`),
      text: t(`features.${key}.text`),
    })),
    insights: INSIGHTS.map(({ group, metrics }) => ({
      key: group,
      title: t(`insights.${group}.title`),
      metrics: metrics.map((metric) => t(metric)),
    })),
    quotes: QUOTES.map((key) => ({ key, quote: t(`quotes.${key}.quote`), author: t(`quotes.${key}.author`) })),
    quickInfo: [
      {
        label: t("quickInfo.price"),
        value: t("quickInfo.priceValue", {
          min: formatPrice(locale, 299, "USD"),
          max: formatPrice(locale, 549, "USD"),
        }),
      },
      { label: t("quickInfo.battery"), value: t("quickInfo.batteryValue", { days: 7 }) },
      { label: t("quickInfo.water"), value: t("quickInfo.waterValue", { metres: 100 }) },
      { label: t("quickInfo.compatibility"), value: t("quickInfo.compatibilityValue") },
      { label: t("quickInfo.sizes"), value: t("quickInfo.sizesValue", { count: 8 }) },
    ],
    metrics: METRICS.map((key) => t(`metrics.${key}`)),
  };
}
