// How a fact reads on a page: the detail page's "At a glance" block shows the full form, the compare page one line
// per listing (and highlights the rows whose lines differ). Pure, so both pages and tests share it.
import { formatListingPrice } from "@/lib/format";
import type { ListingKind } from "@/lib/directory/kinds";
import { biomarkerLabel } from "./biomarkers";
import { optionLabelOf } from "./fact-options";
import type { OpeningHours } from "./fact-values";
import { defaultCurrency, factDefinition, type FactKey, type FactValues } from "./facts";

export type FactSubject = Partial<FactValues> & { kind: ListingKind; currency?: string | null };

export type FactDisplay =
  | { type: "text"; text: string }
  | { type: "list"; items: string[] }
  | { type: "links"; links: { href: string; text: string }[] }
  | {
      type: "panels";
      panels: { name: string; price: string | null; count: number; measured: string[]; calculated: string[] }[];
    }
  | { type: "hours"; timeZone: string; rows: { days: string; time: string }[] };

function money(subject: FactSubject, amount: number | null | undefined): string | null {
  return formatListingPrice(amount, subject.currency, defaultCurrency(subject.kind));
}

const plural = (count: number, [one, other]: readonly [string, string]) => `${count} ${count === 1 ? one : other}`;

export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/** Consecutive days as a range: Monday–Friday, Saturday. */
function dayRange(days: readonly string[]): string {
  return days.length > 2 && days.length === new Set(days).size ? `${days[0]}–${days.at(-1)}` : days.join(", ");
}

function hoursRows(hours: OpeningHours) {
  return hours.hours.map((row) => ({ days: dayRange(row.days), time: `${row.opens}–${row.closes}` }));
}

/** A fact in full, or null when it is not known. */
export function factDisplay(subject: FactSubject, key: FactKey): FactDisplay | null {
  const definition = factDefinition(key);
  const value = subject[key];
  if (value === null || value === undefined || value === "" || (Array.isArray(value) && !value.length)) return null;
  switch (definition.type) {
    case "money":
      return { type: "text", text: money(subject, value as number) ?? "" };
    case "integer":
      return { type: "text", text: plural(value as number, definition.unit) };
    case "boolean":
      return { type: "text", text: value ? "Yes" : "No" };
    case "option":
      return { type: "text", text: optionLabelOf(definition.options, value as string) };
    case "options":
      return { type: "list", items: (value as string[]).map((item) => optionLabelOf(definition.options, item)) };
    case "list":
      return { type: "list", items: value as string[] };
    case "url":
      return { type: "links", links: [{ href: value as string, text: hostOf(value as string) }] };
    case "urls":
      return { type: "links", links: (value as string[]).map((href) => ({ href, text: hostOf(href) })) };
    case "json":
      return jsonDisplay(subject, key);
    default:
      return { type: "text", text: String(value) };
  }
}

function jsonDisplay(subject: FactSubject, key: FactKey): FactDisplay | null {
  switch (key) {
    case "testPanels":
      return {
        type: "panels",
        panels: (subject.testPanels ?? []).map((panel) => {
          const calculated = new Set(panel.calculated ?? []);
          return {
            name: panel.name,
            price: money(subject, panel.price),
            count: Math.max(panel.biomarkerCount ?? 0, panel.biomarkers.length),
            measured: panel.biomarkers.filter((marker) => !calculated.has(marker)).map(biomarkerLabel),
            calculated: [...calculated].map(biomarkerLabel),
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
            programme.priceFrom === undefined ? null : `from ${money(subject, programme.priceFrom)}`,
          ]
            .filter(Boolean)
            .join(" · "),
        ),
      };
    case "openingHours":
      return subject.openingHours
        ? { type: "hours", timeZone: subject.openingHours.timeZone, rows: hoursRows(subject.openingHours) }
        : null;
    case "validationStudies":
      return {
        type: "links",
        links: (subject.validationStudies ?? []).map((study) => ({
          href: study.url,
          text: study.year ? `${study.title} (${study.year})` : study.title,
        })),
      };
    case "ingredientAmounts":
      return {
        type: "list",
        items: (subject.ingredientAmounts ?? []).map((item) => `${item.name} ${item.amount} ${item.unit}`),
      };
    default:
      return null;
  }
}

/** One line per fact, for the compare table: equal lines mean equal facts. null when not known. */
export function factSummary(subject: FactSubject, key: FactKey): string | null {
  const display = factDisplay(subject, key);
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
        .map((panel) => `${panel.name}: ${panel.count} biomarkers${panel.price ? `, ${panel.price}` : ""}`)
        .join("; ");
  }
}

/** True when any of these facts is known. */
export function hasAnyFact(subject: FactSubject, keys: readonly FactKey[]): boolean {
  return keys.some((key) => factDisplay(subject, key) !== null);
}
