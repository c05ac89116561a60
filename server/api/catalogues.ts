import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import type { z } from "zod";
import type { factsSchema, kindsSchema, placesSchema } from "@/lib/api/v1-schemas";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { CATEGORY_FILTERS, type FilterDefinition } from "@/lib/directory/filters";
import { DIRECTORY_VIEWS } from "@/lib/directory/directory-view";
import { KIND_REGISTRY, LISTING_KINDS } from "@/lib/directory/kinds";
import { countryCodeOf } from "@/lib/geo/country-name";
import { FACT_KEYS, factDefinition } from "@/lib/listings/facts";
import { factsOfKind } from "@/lib/listings/kind-facts";
import { biomarkerCatalogue } from "@/server/biomarkers";
import { db } from "@/server/db/client";

type Kinds = z.infer<typeof kindsSchema>;
type Places = z.infer<typeof placesSchema>;
type Facts = z.infer<typeof factsSchema>;

/** Every kind in the registry's order, with its directory category and how many listings are published. */
export async function kindsCatalogue(): Promise<Kinds> {
  "use cache";
  cacheTag(CACHE_TAGS.listings);
  cacheLife("hours");
  const rows = await db.listing.groupBy({ by: ["kind"], where: { status: "published" }, _count: { _all: true } });
  const counts = new Map(rows.map((row) => [row.kind, row._count._all]));
  return LISTING_KINDS.map((kind) => ({
    kind,
    label: KIND_REGISTRY[kind].label,
    category: KIND_REGISTRY[kind].category,
    categoryLabel: KIND_REGISTRY[kind].categoryLabel,
    count: counts.get(kind) ?? 0,
  }));
}

/** The countries and cities of published listings, most listings first (a city's name with its country's). */
export async function placesCatalogue(): Promise<Places> {
  "use cache";
  cacheTag(CACHE_TAGS.listings);
  cacheLife("hours");
  const rows = await db.listing.groupBy({
    by: ["country", "city"],
    where: { status: "published", country: { not: null } },
    _count: { _all: true },
  });
  const countries = new Map<string, number>();
  const cities: Places["cities"] = [];
  for (const row of rows) {
    if (!row.country) continue;
    countries.set(row.country, (countries.get(row.country) ?? 0) + row._count._all);
    if (row.city) cities.push({ name: row.city, country: row.country, count: row._count._all });
  }
  const byCount = (a: { count: number; name: string }, b: { count: number; name: string }) =>
    b.count - a.count || a.name.localeCompare(b.name);
  return {
    countries: [...countries].map(([name, count]) => ({ name, code: countryCodeOf(name), count })).sort(byCount),
    cities: cities.sort(byCount),
  };
}

const optionsOf = (options: readonly { value: string; label: string }[]) =>
  options.map(({ value, label }) => ({ value, label }));

type Option = { value: string; label: string };

function filterOf(definition: FilterDefinition, biomarkers: readonly Option[]): Facts["filters"][string][number] {
  switch (definition.type) {
    case "select":
      return { key: definition.key, type: "select", options: optionsOf(definition.options) };
    case "number":
      return { key: definition.key, type: "number", min: definition.min, max: definition.max };
    case "all-of":
      return { key: definition.key, type: "all-of", options: [...biomarkers] };
    case "text":
      return { key: definition.key, type: "text" };
  }
}

/** The facts a listing can carry (which kinds show each, its options) and each directory view's filters. */
export async function factsCatalogue(): Promise<Facts> {
  const biomarkers = (await biomarkerCatalogue()).map((marker) => ({ value: marker.slug, label: marker.names.en }));
  const facts = FACT_KEYS.map((key) => {
    const definition = factDefinition(key);
    const kinds = LISTING_KINDS.filter((kind) => factsOfKind(kind).includes(key));
    const options =
      definition.type === "option" || definition.type === "options" ? optionsOf(definition.options) : undefined;
    return { key, type: definition.type, label: definition.label, kinds, ...(options ? { options } : {}) };
  });
  const filters = Object.fromEntries(
    DIRECTORY_VIEWS.map((view) => [view, CATEGORY_FILTERS[view].map((definition) => filterOf(definition, biomarkers))]),
  );
  return { facts, filters };
}
