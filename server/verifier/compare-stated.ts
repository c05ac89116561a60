import "server-only";
import * as z from "zod/mini";
import { accreditationRecord } from "@/lib/listings/accreditation";
import { DIAGNOSTICS } from "@/lib/listings/fact-options";
import type { FactKey } from "@/lib/listings/facts";
import { thirdPartyTest } from "@/lib/listings/supplement-facts";
import type { SiteFacts } from "./extract";

/** The facts a page can state in words and links, each a list the site's statements add to. */
type StatedField = "diagnostics" | "thirdPartyTests" | "accreditationRecords";
type StatedFinding = { field: StatedField; current: unknown; proposed: unknown; sourceUrl?: string };

/** The most entries a list fact holds (the facts' own schemas say so too). */
const MAX_ENTRIES = 20;

type Entry = Record<string, unknown>;
const entries = (value: unknown): Entry[] =>
  Array.isArray(value)
    ? value.filter((item): item is Entry => typeof item === "object" && item !== null && !Array.isArray(item))
    : [];
const lower = (value: unknown) => (typeof value === "string" ? value.trim().toLowerCase().replace(/\/+$/, "") : "");

/** The same test: the same register entry, or the same programme's same batch or product. */
function sameTest(a: Entry, b: Entry): boolean {
  if (lower(a.registerUrl) && lower(a.registerUrl) === lower(b.registerUrl)) return true;
  if (a.programme !== b.programme) return false;
  return Boolean(
    (lower(a.batch) && lower(a.batch) === lower(b.batch)) ||
    (!a.batch && !b.batch && lower(a.product) && lower(a.product) === lower(b.product)),
  );
}

/** The same accreditation: one body's one certificate. */
const sameRecord = (a: Entry, b: Entry) => a.body === b.body && lower(a.number) === lower(b.number);

/**
 * The stored list with what the first page stating something new adds to it (each entry valid by the fact's own
 * schema, checked on `checkedOn`), and that page; null when no page states anything new. One page per proposal: all
 * it proposes is on the page it names. A list the entries would overfill is not proposed.
 */
function addedEntries(
  stored: unknown,
  pages: SiteFacts["stated"],
  found: (stated: SiteFacts["stated"][number]) => Entry[],
  schema: typeof thirdPartyTest | typeof accreditationRecord,
  same: (a: Entry, b: Entry) => boolean,
  checkedOn: string,
): { proposed: Entry[]; page?: string } | null {
  const current = entries(stored);
  for (const stated of pages) {
    const added: Entry[] = [];
    for (const entry of found(stated)) {
      const parsed = z.safeParse(schema, { ...entry, checkedAt: checkedOn });
      if (!parsed.success) continue;
      const value = parsed.data as Entry;
      if (![...current, ...added].some((known) => same(known, value))) added.push(value);
    }
    if (!added.length) continue;
    if (current.length + added.length > MAX_ENTRIES) return null;
    return { proposed: [...current, ...added], page: stated.page };
  }
  return null;
}

/** The stored diagnostics with those the first page naming new ones names, in the catalogue's order. */
function addedDiagnostics(stored: string[], pages: SiteFacts["stated"]): { proposed: string[]; page?: string } | null {
  for (const stated of pages) {
    const added = stated.diagnostics.filter((value) => !stored.includes(value));
    if (!added.length) continue;
    const known = DIAGNOSTICS.map((option) => option.value);
    return {
      proposed: [
        ...known.filter((value) => stored.includes(value) || added.includes(value)),
        ...stored.filter((value) => !known.includes(value)),
      ],
      page: stated.page,
    };
  }
  return null;
}

/**
 * What the site's pages state that the listing does not hold yet, for the facts its kind shows: diagnostics of the
 * catalogue it names, third-party tests it links in a programme's register, accreditation records it links in a
 * body's register with a number in the body's format. A proposal only adds; nothing stored is dropped for not being
 * stated.
 */
export function statedFindings(
  listing: { diagnostics: string[]; thirdPartyTests: unknown; accreditationRecords: unknown },
  shown: readonly FactKey[],
  pages: SiteFacts["stated"],
  checkedOn: string,
): StatedFinding[] {
  const findings: StatedFinding[] = [];
  const finding = (field: StatedField, current: unknown, added: { proposed: unknown; page?: string } | null) => {
    if (added)
      findings.push({ field, current, proposed: added.proposed, ...(added.page ? { sourceUrl: added.page } : {}) });
  };
  if (shown.includes("diagnostics"))
    finding("diagnostics", listing.diagnostics, addedDiagnostics(listing.diagnostics, pages));
  if (shown.includes("thirdPartyTests"))
    finding(
      "thirdPartyTests",
      listing.thirdPartyTests,
      addedEntries(listing.thirdPartyTests, pages, (stated) => stated.tests, thirdPartyTest, sameTest, checkedOn),
    );
  if (shown.includes("accreditationRecords"))
    finding(
      "accreditationRecords",
      listing.accreditationRecords,
      addedEntries(
        listing.accreditationRecords,
        pages,
        (stated) => stated.accreditations,
        accreditationRecord,
        sameRecord,
        checkedOn,
      ),
    );
  return findings;
}
