export const OG_SIZE = { width: 1200, height: 630 };

/** Cards change only when a listing does; browsers and CDNs may keep them for a day. */
export const OG_HEADERS = { "cache-control": "public, max-age=86400, s-maxage=86400, stale-while-revalidate=604800" };
