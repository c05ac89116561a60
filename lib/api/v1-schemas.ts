import { z } from "zod";
import { LISTING_KINDS, type ListingKind } from "@/lib/directory/kinds";
import { LOCALES } from "@/lib/i18n/locales";

// The wire shapes of the public read API v1, defined once: the OpenAPI document is generated from them (with the query
// schema the routes parse by), and tests check real answers against them.

const kind = z.enum(LISTING_KINDS as [ListingKind, ...ListingKind[]]).meta({ id: "ListingKind" });
const locale = z.enum(LOCALES);
const nullableText = z.string().nullable();

/** A field error: its code (a catalogue key), the values it names, and its text in the request's language. */
const fieldError = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
});

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.enum([
        "bad_request",
        "unauthorized",
        "forbidden",
        "not_found",
        "conflict",
        "payload_too_large",
        "unsupported_media_type",
        "unprocessable",
        "rate_limited",
        "internal",
        "unavailable",
      ]),
      message: z.string(),
      fields: z.record(z.string(), z.array(fieldError)).optional(),
      suggestions: z.array(z.string()).optional(),
      reason: fieldError.optional(),
    }),
    requestId: z.string().optional(),
  })
  .meta({ id: "Error", description: "The one error body of every route." });

/** The fields every listing answer carries; the kind's own fields and facts come beside them. */
const listingCore = {
  id: z.string(),
  kind,
  slug: z.string(),
  name: z.string(),
  url: z.string().meta({ description: "The listing's page on this site, as a path." }),
  shortDescription: nullableText,
  description: nullableText,
  website: nullableText,
  country: nullableText,
  city: nullableText,
  region: nullableText,
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  verified: z.boolean(),
  price: z.number().nullable(),
  currency: nullableText,
};

const listingItemSchema = z
  .looseObject({
    ...listingCore,
    textLocale: locale.meta({ description: "The language the descriptions are written in." }),
  })
  .meta({ id: "ListingItem", description: "A listing as a directory card shows it." });

export const listingItemsSchema = z.array(listingItemSchema);

export const listingDetailSchema = z
  .looseObject({ ...listingCore, longDescription: nullableText })
  .meta({ id: "ListingDetail", description: "Every public field of one listing, its facts with their sources." });

export const listingPathSchema = z.object({
  kind: kind.meta({ param: { description: "The listing's kind (see /api/v1/kinds)." } }),
  slug: z.string().meta({ param: { description: "The listing's slug (or id)." } }),
});

export const kindsSchema = z
  .array(
    z.object({
      kind,
      label: z.string(),
      category: z.string().meta({ description: "The directory URL's `category` for this kind." }),
      categoryLabel: z.string(),
      count: z.number().int().meta({ description: "Published listings of this kind." }),
    }),
  )
  .meta({ id: "Kinds" });

const place = z.object({
  name: z.string(),
  count: z.number().int().meta({ description: "Published listings here." }),
});

export const placesSchema = z
  .object({
    countries: z.array(place.extend({ code: z.string().nullable().meta({ description: "ISO 3166-1 alpha-2" }) })),
    cities: z.array(place.extend({ country: z.string() })),
  })
  .meta({ id: "Places", description: "The countries and cities with published listings, most listings first." });

const option = z.object({ value: z.string(), label: z.string() });

export const factsSchema = z
  .object({
    facts: z.array(
      z.object({
        key: z.string(),
        type: z.string(),
        label: z.string(),
        kinds: z.array(kind).meta({ description: "The kinds that show this fact." }),
        options: z.array(option).optional(),
      }),
    ),
    filters: z
      .record(
        z.string(),
        z.array(
          z.object({
            key: z.string(),
            type: z.string(),
            min: z.number().optional(),
            max: z.number().optional(),
            options: z.array(option).optional(),
          }),
        ),
      )
      .meta({ description: "Each directory view's filters: the query parameters /api/v1/listings takes with it." }),
  })
  .meta({ id: "Facts", description: "The catalogue of listing facts and of the directory's filters on them." });
