import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { brandSlug, DIRECTORY_CATEGORIES, type ListingKind } from "@/lib/directory/kinds";
import type { FeedScope } from "@/lib/feeds/feed-path";
import { countryCodeOf } from "@/lib/geo/country-name";
import type { Prisma } from "@/server/db/generated/client";
import { db } from "@/server/db/client";

/** Each feed lists the latest 50 listings. */
const FEED_SIZE = 50;
/** A country or city has a feed of its own once it has this many published listings. */
const PLACE_FEED_MIN_LISTINGS = 5;

const feedListingSelect = {
  id: true,
  kind: true,
  slug: true,
  name: true,
  shortDescription: true,
  description: true,
  longDescription: true,
  contentLocale: true,
  translations: true,
  city: true,
  country: true,
  createdAt: true,
  firstPublishedAt: true,
  updatedAt: true,
} satisfies Prisma.ListingSelect;

export type FeedListing = Prisma.ListingGetPayload<{ select: typeof feedListingSelect }>;

type FeedPlace = { key: string; name: string; country: string; count: number };
export type FeedPlaces = { countries: FeedPlace[]; cities: FeedPlace[] };

/** The countries and cities with enough published listings for a feed, keyed by lowercase ISO code and city slug. */
export async function feedPlaces(): Promise<FeedPlaces> {
  "use cache";
  cacheTag(CACHE_TAGS.listings);
  cacheLife("hours");
  const rows = await db.listing.groupBy({
    by: ["country", "city"],
    where: { status: "published", country: { not: null } },
    _count: { _all: true },
  });
  const countries = new Map<string, FeedPlace>();
  const cities = new Map<string, FeedPlace>();
  for (const row of rows) {
    const code = row.country ? countryCodeOf(row.country)?.toLowerCase() : undefined;
    if (!code || !row.country) continue;
    const country = countries.get(code) ?? { key: code, name: row.country, country: row.country, count: 0 };
    country.count += row._count._all;
    countries.set(code, country);
    const slug = row.city ? brandSlug(row.city) : "";
    if (!row.city || !slug) continue;
    // Two places of one name (Cambridge in two countries) share a slug and a feed, which lists both.
    const city = cities.get(slug) ?? { key: slug, name: row.city, country: row.country, count: 0 };
    city.count += row._count._all;
    cities.set(slug, city);
  }
  const enough = (places: Map<string, FeedPlace>) =>
    [...places.values()]
      .filter((place) => place.count >= PLACE_FEED_MIN_LISTINGS)
      .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  return { countries: enough(countries), cities: enough(cities) };
}

/**
 * The place feed a distance search's place names, if it has one: a city by its name (the text before any comma, as
 * the place suggestions write "Berlin, Germany"), else a country by its English name.
 */
export async function placeFeedScope(place: string): Promise<{ scope: FeedScope; name: string } | null> {
  const places = await feedPlaces();
  const [first = ""] = place.split(",");
  const slug = brandSlug(first.trim());
  const city = slug ? places.cities.find((candidate) => candidate.key === slug) : undefined;
  if (city) return { scope: { type: "city", slug: city.key }, name: city.name };
  const wanted = place.trim().toLowerCase();
  const country = places.countries.find((candidate) => candidate.name.toLowerCase() === wanted);
  return country ? { scope: { type: "country", code: country.key }, name: country.name } : null;
}

function scopeWhere(scope: FeedScope, places: FeedPlaces): Prisma.ListingWhereInput | null {
  switch (scope.type) {
    case "new":
      return {};
    case "category":
      return { kind: DIRECTORY_CATEGORIES[scope.category] satisfies ListingKind };
    case "country": {
      const place = places.countries.find((candidate) => candidate.key === scope.code);
      return place ? { country: place.name } : null;
    }
    case "city": {
      const names = [...new Set(places.cities.filter((place) => place.key === scope.slug).map((place) => place.name))];
      return names.length ? { city: { in: names } } : null;
    }
  }
}

/**
 * The feed's listings, newest publication first; null when the scope names no place with a feed. A listing that was
 * never published through the directory (curated at seeding) has no first-publication date and comes after those
 * that have one, by when it was added.
 */
export async function feedListings(scope: FeedScope): Promise<FeedListing[] | null> {
  const where = scopeWhere(scope, await feedPlaces());
  return where ? latestListings(where) : null;
}

async function latestListings(where: Prisma.ListingWhereInput): Promise<FeedListing[]> {
  "use cache";
  cacheTag(CACHE_TAGS.listings);
  cacheLife("hours");
  return db.listing.findMany({
    where: { ...where, status: "published" },
    select: feedListingSelect,
    orderBy: [{ firstPublishedAt: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }, { id: "desc" }],
    take: FEED_SIZE,
  });
}

/** Published listings per kind. */
export async function listingCountsByKind(): Promise<Partial<Record<ListingKind, number>>> {
  "use cache";
  cacheTag(CACHE_TAGS.listings);
  cacheLife("hours");
  const rows = await db.listing.groupBy({ by: ["kind"], where: { status: "published" }, _count: { _all: true } });
  return Object.fromEntries(rows.map((row) => [row.kind, row._count._all]));
}

const LLMS_BATCH = 5_000;

/** Every published listing, by kind then name, in batches (llms-full.txt lists them all). */
export async function allPublishedListings(): Promise<FeedListing[]> {
  "use cache";
  cacheTag(CACHE_TAGS.listings);
  cacheLife("hours");
  const listings: FeedListing[] = [];
  for (let cursor: string | undefined; ;) {
    const batch = await db.listing.findMany({
      where: { status: "published" },
      select: feedListingSelect,
      orderBy: { id: "asc" },
      take: LLMS_BATCH,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    listings.push(...batch);
    if (batch.length < LLMS_BATCH) break;
    cursor = batch.at(-1)?.id;
  }
  return listings.sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
}
