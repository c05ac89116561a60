import { markerCatalogue, type Biomarker } from "@/lib/biomarkers/catalogue";
import type { ListingKind } from "@/lib/directory/kinds";
import { countryNameIn } from "@/lib/geo/country-name";
import { formatDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import type { Translator } from "@/lib/i18n/translator";
import { ENGLISH_FACT_WORDS, type FactWords } from "@/lib/listings/fact-format";
import type { FactKey } from "@/lib/listings/facts";

type Key = Parameters<Translator<"facts">>[0];

/**
 * The facts' words in the page's language: countries served as the locale names them; an option the catalogue does not
 * name (a brand) reads as stored; biomarkers as the catalogue (the table's, when the page read it) names them.
 */
export function factWords(locale: Locale, t: Translator<"facts">, biomarkers?: readonly Biomarker[]): FactWords {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  return {
    locale,
    label(key: FactKey, kind: ListingKind) {
      const own = `kindLabels.${key}.${kind}` as Key;
      return t.has(own) ? t(own) : t(`labels.${key}` as Key);
    },
    option(key, value) {
      if (key === "countriesServed") return countryNameIn(locale, value);
      const own = `options.${key}.${value}` as Key;
      return t.has(own) ? t(own) : ENGLISH_FACT_WORDS.option(key, value);
    },
    count(key, count) {
      const unit = `units.${key}` as Key;
      return t.has(unit) ? t(unit, { count }) : ENGLISH_FACT_WORDS.count(key, count);
    },
    yes: t("yes"),
    no: t("no"),
    from: (price) => t("from", { price }),
    biomarkers: (count) => t("biomarkers", { count }),
    markers: biomarkers
      ? markerCatalogue(biomarkers, locale)
      : {
          ...ENGLISH_FACT_WORDS.markers,
          name(value) {
            const own = `markers.${value}` as Key;
            return t.has(own) ? t(own) : ENGLISH_FACT_WORDS.markers.name(value);
          },
        },
    panelMarkers: (measured, calculated) => t("panelMarkers", { measured, calculated }),
    perMarker: (price) => t("perMarker", { price }),
    accredited: (standard, body) => t("accredited", { standard, body }),
    // 1 January 2024 was a Monday.
    day: (index) => weekday.format(new Date(Date.UTC(2024, 0, 1 + index))),
    perDailyDose: (price) => t("perDailyDose", { price }),
    tested: (programme, item) => t("tested", { programme, item }),
    checkDue: t("checkDue"),
    checked: (day) => t("checkedOn", { date: formatDate(locale, day) }),
    source: (host) => t("source", { host }),
    versus: (metric, method) => t("versus", { metric, method }),
    participants: (count) => t("participants", { count }),
    twoYears: (price) => t("twoYears", { price }),
    priceRange: (min, max) => t("priceRange", { min, max }),
    licence: (host) => t("licence", { host }),
  };
}
