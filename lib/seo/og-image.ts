import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";

export const OG_SIZE = { width: 1200, height: 630 };

/** Cards change only when a listing does; browsers and CDNs may keep them for a day. */
export const OG_HEADERS = { "cache-control": "public, max-age=86400, s-maxage=86400, stale-while-revalidate=604800" };

/** The cards are drawn in the page's language (`?lang=`); English needs no parameter. */
const langQuery = (locale: Locale) => (locale === DEFAULT_LOCALE ? "" : `?lang=${locale}`);
export const ogListingPath = (locale: Locale, kind: string, slug: string) =>
  `/og/listing/${kind}/${slug}${langQuery(locale)}`;
