/**
 * Every cache tag in one place: query functions tag with these, and server/cache/revalidate.ts maps each entity
 * change to the tags it invalidates.
 */
export const CACHE_TAGS = {
  /** Every list of listings: directory views, searches, home stats and tiles. */
  listings: "listings",
  /** One listing's detail data, wherever it is read. */
  listing: (id: string) => `listing:${id}`,
  /** A detail URL's slug or id, found or not: a 404 for a slug clears when a listing takes that slug. */
  listingKey: (slugOrId: string) => `listing-key:${slugOrId}`,
  stats: "stats",
  /** A listing's card as other pages show it (related listings): name, logo, place, rating, badges. */
  listingCard: (id: string) => `listing-card:${id}`,
  /** Which comparisons are indexable: the admin's picks and the ones visitors open most. */
  comparisons: "comparisons",
  /** The editors' evidence entries, shown on supplement pages. */
  evidence: "evidence",
  /** The biomarker catalogue: panels, the marker filter, compare tables and structured data read it. */
  biomarkers: "biomarkers",
  /** The register of EU-authorised health claims and their nutrients: supplement pages and compare tables read it. */
  healthClaims: "health-claims",
  featuredBrands: "featured-brands",
  sitemap: "sitemap",
  reviews: (listingId: string) => `reviews:${listingId}`,
  /**
   * Never revalidated: a marker on the render of a detail URL whose listing was unpublished. The route cache handler
   * (server/cache/route-cache-handler.mjs, which spells it out) answers such a render 410 Gone instead of 404.
   */
  listingGone: "listing-gone",
  /** The assistant's cached answers (also refreshed with every listing change). */
  assistant: "assistant",
  /** One API key's lookup by its hash (live or not), cleared when the key is revoked. */
  apiKey: (hash: string) => `api-key:${hash}`,
  /** Brand data gathered from one site (host without www.), kept a day. */
  enrichment: (host: string) => `enrichment:${host}`,
} as const;
