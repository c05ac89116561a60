import { DEFAULT_REGION } from "@/lib/directory/filters";

const NORTH_AMERICA = new Set(["United States", "Canada", "Mexico"]);
const ASIA = new Set([
  "Japan",
  "China",
  "South Korea",
  "Singapore",
  "India",
  "Thailand",
  "Hong Kong",
  "Taiwan",
  "Malaysia",
  "Indonesia",
  "Vietnam",
  "Philippines",
  "United Arab Emirates",
  "Israel",
]);
const EUROPE = new Set([
  "Netherlands",
  "Germany",
  "United Kingdom",
  "Switzerland",
  "France",
  "Spain",
  "Italy",
  "Austria",
  "Belgium",
  "Luxembourg",
  "Ireland",
  "Portugal",
  "Denmark",
  "Sweden",
  "Norway",
  "Finland",
  "Iceland",
  "Poland",
  "Czechia",
  "Slovakia",
  "Hungary",
  "Slovenia",
  "Croatia",
  "Greece",
  "Estonia",
  "Latvia",
  "Lithuania",
  "Romania",
  "Bulgaria",
  "Malta",
  "Cyprus",
  "Monaco",
  "Liechtenstein",
]);

/** The directory region a country belongs to ("Europe", "North America", "Asia"), or null when none fits (e.g. Australia). */
export function regionOfCountry(country: string): string | null {
  if (EUROPE.has(country)) return DEFAULT_REGION;
  if (NORTH_AMERICA.has(country)) return "North America";
  if (ASIA.has(country)) return "Asia";
  return null;
}
