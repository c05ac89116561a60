import "server-only";
import { createDocument } from "zod-openapi";
import { z } from "zod";
import {
  errorBodySchema,
  factsSchema,
  kindsSchema,
  listingDetailSchema,
  listingItemsSchema,
  listingPathSchema,
  placesSchema,
} from "@/lib/api/v1-schemas";
import { listingsQuerySchema } from "@/lib/directory/directory-api-schema";
import { RATE_LIMITS } from "@/server/http/rate-limits";

const json = (schema: z.ZodType) => ({ "application/json": { schema } });
const error = (description: string) => ({ description, content: json(errorBodySchema) });

const cached = {
  ETag: { description: "The answer's validator: send it back in If-None-Match for a 304.", schema: { type: "string" } },
  "Cache-Control": { description: "How long shared caches may keep the answer.", schema: { type: "string" } },
} as const;

/** The answers every GET of the API may give beside its own. */
const common = {
  "304": { description: "Not modified: the If-None-Match header names the current ETag.", headers: cached },
  "400": error("Invalid input: each field at fault with its code."),
  "401": error("The request names an API key that is unknown, malformed or revoked."),
  "429": error("Too many requests for this key or address; Retry-After says when to try again."),
};

const perMinute = (name: keyof typeof RATE_LIMITS) => RATE_LIMITS[name].limit * (60_000 / RATE_LIMITS[name].windowMs);

/**
 * The public read API's OpenAPI 3.1 document, generated from the zod schemas its routes parse by and answer with. A
 * test validates it and checks that every route under app/api/v1 is in it.
 */
export function openApiDocument() {
  built ??= buildDocument();
  return built;
}

// Built once per process: the schemas it is made of never change while the process runs.
let built: ReturnType<typeof buildDocument> | undefined;

function buildDocument() {
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: "Longevity Directory API",
      version: "1.0.0",
      description:
        `Read the directory's published listings and its catalogues. Anonymous calls are limited to ` +
        `${perMinute("apiAnonymous")} a minute per address; with an API key (Authorization: Bearer <key> or ` +
        `X-API-Key), ${perMinute("apiKey")} a minute per key. Owners create keys from their dashboard. Every answer ` +
        `may be read from any origin (CORS *), and every GET carries an ETag.`,
    },
    servers: [{ url: "/" }],
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer" },
        apiKeyHeader: { type: "apiKey", in: "header", name: "X-API-Key" },
      },
    },
    security: [{}, { bearer: [] }, { apiKeyHeader: [] }],
    paths: {
      "/api/v1/listings": {
        get: {
          operationId: "listListings",
          summary: "Search the directory",
          description:
            "The directory URL's filters, read strictly: a parameter the chosen category does not take is a 400. " +
            "Paged by limit and offset, or by the keyset cursor of the X-Next-Cursor header and Link rel=next.",
          requestParams: { query: listingsQuerySchema() },
          responses: {
            "200": {
              description: "One page of listings.",
              headers: {
                ...cached,
                "X-Next-Cursor": {
                  description: "The next page's cursor, while there is one.",
                  schema: { type: "string" },
                },
                Link: { description: "The next page's URL (rel=next).", schema: { type: "string" } },
              },
              content: json(listingItemsSchema),
            },
            ...common,
          },
        },
      },
      "/api/v1/listings/{kind}/{slug}": {
        get: {
          operationId: "getListing",
          summary: "One published listing",
          requestParams: { path: listingPathSchema },
          responses: {
            "200": { description: "The listing.", headers: cached, content: json(listingDetailSchema) },
            ...common,
            "404": error("No published listing of this kind has this slug."),
          },
        },
      },
      "/api/v1/kinds": {
        get: {
          operationId: "listKinds",
          summary: "The kinds of listing",
          responses: { "200": { description: "Every kind.", headers: cached, content: json(kindsSchema) }, ...common },
        },
      },
      "/api/v1/places": {
        get: {
          operationId: "listPlaces",
          summary: "The places with listings",
          responses: {
            "200": { description: "Countries and cities.", headers: cached, content: json(placesSchema) },
            ...common,
          },
        },
      },
      "/api/v1/facts": {
        get: {
          operationId: "listFacts",
          summary: "The facts and filters",
          responses: {
            "200": { description: "The fact and filter catalogue.", headers: cached, content: json(factsSchema) },
            ...common,
          },
        },
      },
      "/api/v1/openapi.json": {
        get: {
          operationId: "openApiDocument",
          summary: "This document",
          responses: {
            "200": { description: "The OpenAPI 3.1 document.", headers: cached, content: json(z.looseObject({})) },
            ...common,
          },
        },
      },
    },
  });
}
