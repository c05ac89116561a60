// How a fact reads on a page: the detail page's "At a glance" block shows the full form, the compare page one line
// per listing (and highlights the rows whose lines differ). Pure, so both pages and tests share it.
import type { MarkerCatalogue } from "@/lib/biomarkers/catalogue";
import { SEED_CATALOGUE } from "@/lib/biomarkers/seed-catalogue";
import { formatListingPrice } from "@/lib/format";
import { formatDate } from "@/lib/i18n/format";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import type { ListingKind } from "@/lib/directory/kinds";
import { bodyShortName, STANDARD_NAMES } from "./accreditation";
import { DAYS_OF_WEEK, optionLabelOf } from "./fact-options";
import type { OpeningHours, TestPanel } from "./fact-values";
import { defaultCurrency } from "./currency";
import { factDefinition, factLabel, type FactKey, type FactValues } from "./facts";
import { calculatedMarkers, markerCounts, pricePerMeasuredMarker } from "./panel-math";
import { isCheckDue, pricePerDailyDose, programmeName } from "./supplement-facts";
import { availabilityLabel } from "./website-facts";
import { studyUrl, twoYearCost } from "./wearable-facts";

export type FactSubject = Partial<FactValues> & { kind: ListingKind; currency?: string | null };

/** A link out, with what is known of it ("checked 3 March 2026") beside it. */
export type FactLink = { href: string; text: string; note?: string };

export type FactDisplay =
  | { type: "text"; text: string }
  | { type: "list"; items: string[]; sources?: FactLink[] }
  | { type: "links"; links: FactLink[] }
  | {
      type: "panels";
      panels: {
        name: string;
        price: string | null;
        count: number;
        /** "12 measured + 3 calculated markers". */
        markers: string;
        /** "€4.17 per measured marker". */
        perMarker: string | null;
        measured: string[];
        calculated: string[];
        /** What the price includes: the sample method, the doctor's review, the turnaround. */
        includes: string[];
        /** The page the panel was read from, with the day it was. */
        source: FactLink | null;
      }[];
    }
  | { type: "hours"; timeZone: string; rows: { days: string; time: string }[] };

/**
 * The words facts read with, in one locale: pages build them from the "facts" catalogue, structured data and the
 * admin's editor use the registry's English.
 */
export type FactWords = {
  locale: Locale;
  label(key: FactKey, kind: ListingKind): string;
  option(key: FactKey, value: string): string;
  /** "3 days", "12 years": an integer fact with its unit. */
  count(key: FactKey, count: number): string;
  yes: string;
  no: string;
  /** "from €1,900", a programme's starting price. */
  from(price: string): string;
  biomarkers(count: number): string;
  /** The biomarker catalogue in this language: a marker's name ("ApoB", "Nüchternglukose"), which are calculated. */
  markers: MarkerCatalogue;
  panelMarkers(measured: number, calculated: number): string;
  perMarker(price: string): string;
  /** "Accredited (ISO 15189) — check at DAkkS", the register link's text. */
  accredited(standard: string, body: string): string;
  /** Monday is 0. */
  day(index: number): string;
  /** "€0.40 per daily dose". */
  perDailyDose(price: string): string;
  /** "Informed Sport: batch A123 ↗", a third-party test's register link. */
  tested(programme: string, item: string): string;
  /** Added to a test whose register entry was checked too long ago to rely on. */
  checkDue: string;
  /** "checked 3 March 2026", the day a register entry or a source was read (YYYY-MM-DD). */
  checked(day: string): string;
  /** "Source: labs.example ↗", a link to the page a fact was read from. */
  source(host: string): string;
  /** "Heart rate vs ECG", a validation study's metric and what it was compared with. */
  versus(metric: string, method: string): string;
  /** "40 participants", a study's sample size. */
  participants(count: number): string;
  /** "€442.76 over two years", a wearable's price plus 24 months of its subscription. */
  twoYears(price: string): string;
  /** "€200–€450", a service's price range. */
  priceRange(min: string, max: string): string;
  /** "Check the licence at aerztekammer.de ↗", the licence register's link. */
  licence(host: string): string;
  /** Today (YYYY-MM-DD) by the page's clock; without it no test is marked "check due". */
  today?: string;
};

export const ENGLISH_FACT_WORDS: FactWords = {
  locale: DEFAULT_LOCALE,
  label: factLabel,
  option(key, value) {
    if (key === "availability") return availabilityLabel(value);
    const definition = factDefinition(key);
    if ("options" in definition) return optionLabelOf(definition.options, value);
    return definition.type === "json" && definition.vocabulary ? optionLabelOf(definition.vocabulary, value) : value;
  },
  count(key, count) {
    const definition = factDefinition(key);
    const [one, other] = definition.type === "integer" ? definition.unit : ["", ""];
    return `${count} ${count === 1 ? one : other}`.trim();
  },
  yes: "Yes",
  no: "No",
  from: (price) => `from ${price}`,
  biomarkers: (count) => `${count} biomarkers`,
  markers: SEED_CATALOGUE,
  panelMarkers: (measured, calculated) => `${measured} measured + ${calculated} calculated markers`,
  perMarker: (price) => `${price} per measured marker`,
  accredited: (standard, body) => `Accredited (${standard}) — check at ${body} ↗`,
  day: (index) => DAYS_OF_WEEK[index] ?? "",
  perDailyDose: (price) => `${price} per daily dose`,
  tested: (programme, item) => `${programme}: ${item} ↗`,
  checkDue: "check due",
  checked: (day) => `checked ${formatDate(DEFAULT_LOCALE, day)}`,
  source: (host) => `Source: ${host} ↗`,
  versus: (metric, method) => `${metric} vs ${method}`,
  participants: (count) => `${count} ${count === 1 ? "participant" : "participants"}`,
  twoYears: (price) => `${price} over two years`,
  priceRange: (min, max) => `${min}–${max}`,
  licence: (host) => `Check the licence at ${host} ↗`,
};

function money(subject: FactSubject, amount: number | null | undefined, words: FactWords): string | null {
  return formatListingPrice(words.locale, amount, subject.currency, defaultCurrency(subject.kind));
}

export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/** Consecutive days as a range: Monday–Friday, Saturday. */
function dayRange(stored: readonly string[], words: FactWords): string {
  const days = stored.map((day) => {
    const index = DAYS_OF_WEEK.indexOf(day as (typeof DAYS_OF_WEEK)[number]);
    return index < 0 ? day : words.day(index);
  });
  return days.length > 2 && days.length === new Set(days).size ? `${days[0]}–${days.at(-1)}` : days.join(", ");
}

function hoursRows(hours: OpeningHours, words: FactWords) {
  return hours.hours.map((row) => ({ days: dayRange(row.days, words), time: `${row.opens}–${row.closes}` }));
}

/** A fact in full, or null when it is not known. */
export function factDisplay(
  subject: FactSubject,
  key: FactKey,
  words: FactWords = ENGLISH_FACT_WORDS,
): FactDisplay | null {
  const definition = factDefinition(key);
  const value = subject[key];
  if (value === null || value === undefined || value === "" || (Array.isArray(value) && !value.length)) return null;
  switch (definition.type) {
    case "money":
      return { type: "text", text: moneyText(subject, key, value as number, words) };
    case "integer":
      return { type: "text", text: integerText(subject, key, value as number, words) };
    case "boolean":
      return { type: "text", text: withTwoYearCost(subject, key, value ? words.yes : words.no, words) };
    case "option":
      return { type: "text", text: words.option(key, value as string) };
    case "options":
      return { type: "list", items: (value as string[]).map((item) => words.option(key, item)) };
    case "list":
      return { type: "list", items: value as string[] };
    case "url":
      return { type: "links", links: [{ href: value as string, text: hostOf(value as string) }] };
    case "urls":
      return { type: "links", links: (value as string[]).map((href) => ({ href, text: hostOf(href) })) };
    case "json":
      return jsonDisplay(subject, key, words);
    default:
      return { type: "text", text: String(value) };
  }
}

/** The listing's currency as its prices show it. */
const shownCurrency = (subject: FactSubject) => subject.currency?.trim() || defaultCurrency(subject.kind);

/** A subscription in its own currency (the listing's when none is given). */
function moneyText(subject: FactSubject, key: FactKey, value: number, words: FactWords): string {
  if (key !== "subscriptionPrice") return money(subject, value, words) ?? "";
  const own = { ...subject, currency: subject.subscriptionCurrency || shownCurrency(subject) };
  return withTwoYearCost(subject, key, money(own, value, words) ?? "", words);
}

/**
 * A wearable's subscription (its price, or "No" when it has none) read with what the device costs over two years,
 * when that is known.
 */
function withTwoYearCost(subject: FactSubject, key: FactKey, text: string, words: FactWords): string {
  if (subject.kind !== "wearable") return text;
  const line = key === "subscriptionPrice" || (key === "subscriptionAvailable" && subject.subscriptionPrice == null);
  if (!line) return text;
  const total = twoYearCost({ ...subject, currency: shownCurrency(subject) });
  return total === null ? text : `${text} · ${words.twoYears(money(subject, total, words) ?? "")}`;
}

/** Servings a day read with what that day's servings cost, when the price and the container's servings are known. */
function integerText(subject: FactSubject, key: FactKey, value: number, words: FactWords): string {
  const text = words.count(key, value);
  if (key !== "servingsPerDay") return text;
  const perDose = pricePerDailyDose(subject);
  return perDose === null ? text : `${text} · ${words.perDailyDose(money(subject, perDose, words) ?? "")}`;
}

function jsonDisplay(subject: FactSubject, key: FactKey, words: FactWords): FactDisplay | null {
  switch (key) {
    case "testPanels":
      return {
        type: "panels",
        panels: (subject.testPanels ?? []).map((panel) => {
          const usually = words.markers.calculated;
          const calculated = new Set(calculatedMarkers(panel, usually));
          const counts = markerCounts(panel, usually);
          const currency = { ...subject, currency: panel.currency ?? subject.currency };
          const perMarker = pricePerMeasuredMarker(panel, usually);
          return {
            name: panel.name,
            price: money(currency, panel.price, words),
            count: Math.max(panel.biomarkerCount ?? 0, panel.biomarkers.length),
            markers: words.panelMarkers(counts.measured, counts.calculated),
            perMarker: perMarker === null ? null : words.perMarker(money(currency, perMarker, words) ?? ""),
            measured: panel.biomarkers.filter((marker) => !calculated.has(marker)).map(words.markers.name),
            calculated: [...calculated].map(words.markers.name),
            includes: panelIncludes(panel, words),
            source: sourceLinks([panel], words)[0] ?? null,
          };
        }),
      };
    case "programmes":
      return {
        type: "list",
        items: (subject.programmes ?? []).map((programme) =>
          [
            programme.name,
            programme.duration,
            programme.priceFrom === undefined ? null : words.from(money(subject, programme.priceFrom, words) ?? ""),
          ]
            .filter(Boolean)
            .join(" · "),
        ),
      };
    case "openingHours":
      return subject.openingHours
        ? { type: "hours", timeZone: subject.openingHours.timeZone, rows: hoursRows(subject.openingHours, words) }
        : null;
    case "validationStudies":
      return {
        type: "links",
        links: (subject.validationStudies ?? []).map((study) => ({
          href: studyUrl(study),
          text: [
            words.versus(words.option(key, study.metric), words.option(key, study.referenceMethod)),
            study.sampleSize === undefined ? null : words.participants(study.sampleSize),
            study.agreement,
            study.doi ? `DOI ${study.doi}` : study.title,
            study.year === undefined ? null : String(study.year),
          ]
            .filter(Boolean)
            .join(" · ")
            .concat(" ↗"),
        })),
      };
    case "servicePrices":
      return {
        type: "links",
        links: (subject.servicePrices ?? []).map((service) => {
          const priced = { ...subject, currency: service.currency ?? subject.currency };
          const min = money(priced, service.priceMin, words) ?? "";
          const range =
            service.priceMax === undefined || service.priceMax === service.priceMin
              ? service.priceMax === undefined
                ? words.from(min)
                : min
              : words.priceRange(min, money(priced, service.priceMax, words) ?? "");
          return { href: service.sourceUrl, text: `${service.name}: ${range} ↗` };
        }),
      };
    case "licenceRegister":
      return subject.licenceRegister
        ? {
            type: "links",
            links: [
              {
                href: subject.licenceRegister.registerUrl,
                text: words.licence(hostOf(subject.licenceRegister.registerUrl)),
              },
            ],
          }
        : null;
    case "accreditationRecords":
      return {
        type: "links",
        links: (subject.accreditationRecords ?? []).map((record) => ({
          href: record.registerUrl,
          text: words.accredited(STANDARD_NAMES[record.standard], bodyShortName(record.body)),
          note: words.checked(record.checkedAt),
        })),
      };
    case "ingredientAmounts": {
      const ingredients = subject.ingredientAmounts ?? [];
      const sources = sourceLinks(ingredients, words);
      return {
        type: "list",
        items: ingredients.map(
          (item) => `${item.name} ${item.amount} ${item.unit}${item.form ? ` (${item.form})` : ""}`,
        ),
        ...(sources.length ? { sources } : {}),
      };
    }
    case "thirdPartyTests":
      return {
        type: "links",
        links: (subject.thirdPartyTests ?? []).map((test) => {
          const item = [test.product, test.batch].filter(Boolean).join(", ");
          const due = words.today !== undefined && isCheckDue(test.checkedAt, words.today);
          return {
            href: test.registerUrl,
            text: `${words.tested(programmeName(test.programme), item)}${due ? ` (${words.checkDue})` : ""}`,
            note: words.checked(test.checkedAt),
          };
        }),
      };
    case "gtin":
      return subject.gtin ? { type: "text", text: subject.gtin.value } : null;
    case "availability":
      return subject.availability ? { type: "text", text: words.option(key, subject.availability.value) } : null;
    case "priceRange":
      return subject.priceRange ? { type: "text", text: subject.priceRange.value } : null;
    case "sameAs":
      return subject.sameAs
        ? { type: "links", links: subject.sameAs.value.map((href) => ({ href, text: hostOf(href) })) }
        : null;
    default:
      return null;
  }
}

/** The pages entries were read from, each once, with the latest day it was checked. */
function sourceLinks(entries: readonly { sourceUrl?: string; checkedAt?: string }[], words: FactWords): FactLink[] {
  const latest = new Map<string, string>();
  for (const { sourceUrl, checkedAt = "" } of entries)
    if (sourceUrl && !(checkedAt < (latest.get(sourceUrl) ?? ""))) latest.set(sourceUrl, checkedAt);
  return [...latest].map(([href, day]) => ({
    href,
    text: words.source(hostOf(href)),
    ...(day ? { note: words.checked(day) } : {}),
  }));
}

/** "Finger-prick home kit", "Doctor reviews results: Yes", "Results within: 3 days": what a panel's price includes. */
function panelIncludes(panel: TestPanel, words: FactWords): string[] {
  return [
    panel.sampleMethod ? words.option("sampleMethods", panel.sampleMethod) : null,
    panel.doctorReview === undefined
      ? null
      : `${words.label("doctorReview", "lab")}: ${panel.doctorReview ? words.yes : words.no}`,
    panel.turnaroundDays === undefined
      ? null
      : `${words.label("turnaroundDays", "lab")}: ${words.count("turnaroundDays", panel.turnaroundDays)}`,
  ].filter((line): line is string => line !== null);
}

/** One line per fact, for the compare table: equal lines mean equal facts. null when not known. */
export function factSummary(subject: FactSubject, key: FactKey, words: FactWords = ENGLISH_FACT_WORDS): string | null {
  const display = factDisplay(subject, key, words);
  if (!display) return null;
  switch (display.type) {
    case "text":
      return display.text;
    case "list":
      return display.items.join(", ");
    case "links":
      return display.links.map((link) => link.text).join(", ");
    case "hours":
      return `${display.rows.map((row) => `${row.days} ${row.time}`).join("; ")} (${display.timeZone})`;
    case "panels":
      return display.panels
        .map(
          (panel) =>
            `${panel.name}: ${words.biomarkers(panel.count)}, ${panel.markers}${panel.price ? `, ${panel.price}` : ""}${panel.perMarker ? ` (${panel.perMarker})` : ""}`,
        )
        .join("; ");
  }
}
