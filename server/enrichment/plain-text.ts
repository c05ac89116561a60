import "server-only";
import { load } from "cheerio";

// Controls, zero-width and bidi-override characters: invisible, and able to disguise text shown to an admin.
const INVISIBLE = /[\p{Cc}\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/gu;
const LINE_BREAKS_AND_TABS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;

/** One line of plain text: tabs and line breaks become spaces, invisible characters go, capped at maxLength. */
export function cleanText(value: unknown, maxLength: number): string | null {
  if (typeof value !== "string") return null;
  const text = value
    .slice(0, maxLength * 4)
    .normalize("NFC")
    .replace(LINE_BREAKS_AND_TABS, " ")
    .replace(INVISIBLE, "")
    .replace(/\s+/g, " ")
    .trim();
  if (!text) return null;
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Like cleanText, for strings that may carry HTML (JSON-LD often has entities or markup): decoded, tags dropped. */
export function cleanHtmlText(value: unknown, maxLength: number): string | null {
  if (typeof value !== "string") return null;
  const capped = value.slice(0, maxLength * 4);
  return cleanText(/[<&]/.test(capped) ? load(capped, null, false).text() : capped, maxLength);
}
