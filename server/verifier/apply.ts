import "server-only";
import * as z from "zod/mini";
import { accreditationRecords } from "@/lib/listings/accreditation";
import { DIAGNOSTICS } from "@/lib/listings/fact-options";
import { thirdPartyTests } from "@/lib/listings/supplement-facts";
import type { Prisma } from "@/server/db/generated/client";
import type { ListingFieldValues } from "@/server/listings/changes";
import { sourcedWebsiteFact } from "@/lib/listings/website-facts";
import { isWebsiteFact, type ProposedField } from "./compare";

type Price = { amount: number; currency: string | null };
type Point = { lat: number; lng: number };

/** Where and when a proposal's value was read: a website fact keeps both beside its value. */
type Seen = { sourceUrl: string; seenAt: Date };

/**
 * A proposal's value as the listing fields it writes (price with its currency, a point as latitude and longitude, a
 * website fact with the page and the day it was read on, a list of stated facts valid by its own schema; one that is
 * not valid is not written).
 */
export function listingValuesOf(field: ProposedField, value: unknown, seen: Seen): ListingFieldValues {
  if (isWebsiteFact(field)) {
    const fact = sourcedWebsiteFact(field, value, seen.sourceUrl, seen.seenAt.toISOString().slice(0, 10));
    return fact ? { [field]: fact } : {};
  }
  switch (field) {
    case "coordinates": {
      const point = value as Point;
      return { lat: point.lat, lng: point.lng };
    }
    case "price": {
      const price = value as Price;
      return { priceFrom: price.amount, currency: price.currency };
    }
    case "openingHours":
      return { openingHours: value as ListingFieldValues["openingHours"] };
    case "languages":
      return { languages: value as string[] };
    case "diagnostics": {
      const known = DIAGNOSTICS.map((option) => option.value);
      const values = Array.isArray(value) ? value.filter((item): item is string => known.includes(item)) : [];
      return values.length ? { diagnostics: values } : {};
    }
    case "thirdPartyTests": {
      const parsed = z.safeParse(thirdPartyTests, value);
      return parsed.success ? { thirdPartyTests: parsed.data } : {};
    }
    case "accreditationRecords": {
      const parsed = z.safeParse(accreditationRecords, value);
      return parsed.success ? { accreditationRecords: parsed.data } : {};
    }
    case "unpublish":
      return {};
    default:
      return { [field]: value as string };
  }
}

/**
 * The pages an accepted or filled value was read on join the listing's sources, which its page lists beside the
 * verification line. Only URLs it does not list yet; the row's version is left as the write step set it.
 */
export async function addSourcePages(tx: Prisma.TransactionClient, listingId: string, urls: string[]): Promise<void> {
  for (const url of new Set(urls.filter((item) => /^https?:\/\//.test(item)))) {
    await tx.$executeRaw`
      UPDATE "Listing" SET "sourceUrls" = array_append("sourceUrls", ${url}::text)
      WHERE "id" = ${listingId} AND NOT (${url}::text = ANY("sourceUrls"))`;
  }
}

/** The facts a proposal adds entries to: accepting one keeps what the listing holds now and adds the site's entries. */
type ListField = "diagnostics" | "thirdPartyTests" | "accreditationRecords";
const text = (value: unknown) => (typeof value === "string" ? value.trim().toLowerCase() : "");
/** An entry's identity, whatever order its keys come back from the database in. */
const entryKey: Record<ListField, (entry: unknown) => string> = {
  diagnostics: (entry) => String(entry),
  thirdPartyTests: (entry) => {
    const test = entry as Record<string, unknown>;
    return [test.programme, test.registerUrl, test.product, test.batch].map(text).join("|");
  },
  accreditationRecords: (entry) => {
    const record = entry as Record<string, unknown>;
    return [record.body, record.number].map(text).join("|");
  },
};

/**
 * The proposed lists joined with what the listing holds when they are accepted: what it holds stays as it is (an
 * entry the owner or the admin added or re-checked since the check included), and the site's entries it does not hold
 * are added; nothing is dropped because the site did not state it. Diagnostics keep the catalogue's order.
 */
export function withCurrentEntries(
  values: ListingFieldValues,
  current: Partial<Record<ListField, unknown>>,
): ListingFieldValues {
  const joined: ListingFieldValues = { ...values };
  for (const field of Object.keys(entryKey) as ListField[]) {
    const proposed = values[field];
    if (!Array.isArray(proposed)) continue;
    const held: unknown[] = Array.isArray(current[field]) ? current[field] : [];
    const keys = new Set(held.map(entryKey[field]));
    const list = [...held, ...(proposed as unknown[]).filter((entry) => !keys.has(entryKey[field](entry)))];
    if (field === "diagnostics") {
      const order = DIAGNOSTICS.map((option) => option.value as unknown);
      const rank = (value: unknown) => (order.includes(value) ? order.indexOf(value) : order.length);
      list.sort((a, b) => rank(a) - rank(b));
    }
    Object.assign(joined, { [field]: list });
  }
  return joined;
}
