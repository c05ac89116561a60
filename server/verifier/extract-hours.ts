import "server-only";
import { DAYS_OF_WEEK } from "@/lib/listings/fact-options";
import { all, asNode, type JsonLdNode } from "@/server/enrichment";

type Day = (typeof DAYS_OF_WEEK)[number];
export type HoursRow = { days: Day[]; opens: string; closes: string };

const SHORT: Record<string, Day> = {
  mo: "Monday",
  tu: "Tuesday",
  we: "Wednesday",
  th: "Thursday",
  fr: "Friday",
  sa: "Saturday",
  su: "Sunday",
};
const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const MAX_ROWS = 14;

function time(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{1,2}):(\d{2})/.exec(value.trim());
  if (!match) return null;
  const formatted = `${match[1]!.padStart(2, "0")}:${match[2]}`;
  return TIME.test(formatted) ? formatted : null;
}

function dayOf(value: unknown): Day | null {
  if (typeof value !== "string") return null;
  const bare = value.replace(/^.*[/:#]/, "");
  return (
    DAYS_OF_WEEK.find((day) => day.toLowerCase() === bare.toLowerCase()) ??
    SHORT[bare.slice(0, 2).toLowerCase()] ??
    null
  );
}

function dayRange(spec: string): Day[] {
  const days: Day[] = [];
  for (const part of spec.split(",")) {
    const [from, to] = part.split("-").map((day) => SHORT[day.trim().slice(0, 2).toLowerCase()]);
    if (!from) return [];
    if (!to) {
      days.push(from);
      continue;
    }
    const start = DAYS_OF_WEEK.indexOf(from);
    const end = DAYS_OF_WEEK.indexOf(to);
    if (end < start) return [];
    days.push(...DAYS_OF_WEEK.slice(start, end + 1));
  }
  return days;
}

// The schema.org text form: "Mo-Fr 09:00-17:00", "Sa 10:00-14:00".
function fromText(value: string): HoursRow | null {
  const match = /^\s*([A-Za-z,\s-]+?)\s+(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})\s*$/.exec(value);
  if (!match) return null;
  const days = dayRange(match[1]!.replace(/\s/g, ""));
  const opens = time(match[2]);
  const closes = time(match[3]);
  return days.length && opens && closes ? { days, opens, closes } : null;
}

/** A node's opening hours (openingHoursSpecification rows, else the openingHours text form); [] when none parse. */
export function openingHoursOf(node: JsonLdNode): HoursRow[] {
  const rows: HoursRow[] = [];
  for (const spec of all(node.openingHoursSpecification).slice(0, MAX_ROWS)) {
    const row = asNode(spec);
    if (!row) continue;
    const days = all(row.dayOfWeek)
      .map(dayOf)
      .filter((day): day is Day => day !== null);
    const opens = time(row.opens);
    const closes = time(row.closes);
    if (days.length && opens && closes) rows.push({ days: [...new Set(days)], opens, closes });
  }
  if (rows.length) return rows;
  for (const value of all(node.openingHours).slice(0, MAX_ROWS)) {
    const row = typeof value === "string" ? fromText(value) : null;
    if (row) rows.push(row);
  }
  return rows;
}
