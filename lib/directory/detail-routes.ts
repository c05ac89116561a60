import {
  KIND_ENTRIES,
  KIND_REGISTRY,
  KIND_TO_CATEGORY,
  LISTING_KINDS,
  type DetailRoute,
  type ListingKind,
} from "@/lib/directory/kinds";
import { decodePathSegment } from "@/lib/http/path-segment";

export type { DetailRoute };

const kindsOf = (route: DetailRoute) => LISTING_KINDS.filter((kind) => KIND_REGISTRY[kind].detailRoute === route);

/** Kinds shown on the brand screen (brands, apps, communities, events). */
export const BRAND_PAGE_KINDS: readonly ListingKind[] = kindsOf("brand");

/** Kinds with a detail screen of their own: a brand-page URL for one of them redirects there. */
export const OWN_PAGE_KINDS: readonly ListingKind[] = LISTING_KINDS.filter(
  (kind) => KIND_REGISTRY[kind].detailRoute !== "brand",
);

export const DETAIL_ROUTES = [
  ...new Set(LISTING_KINDS.map((kind) => KIND_REGISTRY[kind].detailRoute)),
] as DetailRoute[];

export const isDetailRoute = (value: string): value is DetailRoute => (DETAIL_ROUTES as string[]).includes(value);

/** Where a screen's not-found page sends visitors (its wording is in the detail catalogue's `notFound`). */
export function browseHrefOf(route: DetailRoute): string {
  // The brand screen serves several kinds, so its not-found page links to the whole directory.
  if (route === "brand") return "/directory";
  return `/directory?category=${KIND_TO_CATEGORY[route]}`;
}

/** Slugs and ids are short; anything longer cannot exist and is answered without a query. */
const MAX_SLUG_LENGTH = 200;

/**
 * The slug every detail route prerenders at build time and Proxy rewrites missing listings to: it can never be a
 * listing's slug (brandSlug turns underscores into hyphens) or id (a cuid), so it always renders the not-found screen.
 */
export const MISSING_LISTING_SLUG = "__missing__";

/** 'Back to Clinics' → /directory?category=clinics: the listing's own category, whose name the caller translates. */
export function backLinkOf(kind: ListingKind): { href: string; category: ReturnType<typeof categoryOf> } {
  return { href: `/directory?category=${categoryOf(kind)}`, category: categoryOf(kind) };
}

const categoryOf = (kind: ListingKind) => KIND_TO_CATEGORY[kind];

export type ListingPathRequest =
  /** A detail screen: /clinic/{slugOrId}, /brand/{slugOrId}, /brands/{slugOrId} (the brand screen too). */
  | { type: "detail"; route: DetailRoute; slugOrId: string; alias: boolean }
  /** The assistant's fallback link /clinics/{slug}: a permanent redirect to the canonical page. */
  | { type: "collection"; kind: ListingKind; slug: string };

const DETAIL_SEGMENTS = new Map<string, DetailRoute>([
  ...DETAIL_ROUTES.map((route) => [route, route] as const),
  ["brands", "brand"],
]);
const COLLECTION_SEGMENTS = new Map<string, ListingKind>(
  LISTING_KINDS.flatMap((kind) => {
    const collection = KIND_ENTRIES[kind].assistantCollection;
    return collection ? [[collection, kind] as const] : [];
  }),
);

/** First path segments of every listing URL (detail screens, the /brands alias, the assistant's collections). */
export const LISTING_PATH_SEGMENTS: readonly string[] = [...DETAIL_SEGMENTS.keys(), ...COLLECTION_SEGMENTS.keys()];

/**
 * What a pathname asks for, when it is a listing URL; null for any other path, and for a segment that is not a
 * plausible slug (broken percent-encoding, control characters, over-long): those are answered as not found.
 */
export function parseListingPath(
  pathname: string,
): ListingPathRequest | { type: "invalid"; route: DetailRoute } | null {
  const match = /^\/([a-z]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1] || !match[2]) return null;
  const [, segment, raw] = match;
  const route = DETAIL_SEGMENTS.get(segment);
  const kind = COLLECTION_SEGMENTS.get(segment);
  if (!route && !kind) return null;
  const value = decodePathSegment(raw, MAX_SLUG_LENGTH);
  if (value === null) return { type: "invalid", route: route ?? KIND_REGISTRY[kind as ListingKind].detailRoute };
  if (route) return { type: "detail", route, slugOrId: value, alias: segment !== route };
  return { type: "collection", kind: kind as ListingKind, slug: value };
}
