import { DIRECTORY_CATEGORIES, isDirectoryCategory, type DirectoryCategory } from "@/lib/directory/kinds";
import { LOCALES, localePath, type Locale } from "@/lib/i18n/locales";

/** What a feed lists: every new listing, one kind (by its directory category), one country or one city. */
export type FeedScope =
  | { type: "new" }
  | { type: "category"; category: DirectoryCategory }
  | { type: "country"; code: string }
  | { type: "city"; slug: string };

/** The page that lists every feed (the footer's feed icon links to it). */
export const FEED_INDEX_PATH = "/feeds";

const FEED_FORMATS = { xml: "rss", atom: "atom", json: "json" } as const;
type FeedExtension = keyof typeof FEED_FORMATS;
export type FeedFormat = (typeof FEED_FORMATS)[FeedExtension];

export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: "application/rss+xml; charset=utf-8",
  atom: "application/atom+xml; charset=utf-8",
  json: "application/feed+json; charset=utf-8",
};

const EXTENSION_OF: Record<FeedFormat, FeedExtension> = { rss: "xml", atom: "atom", json: "json" };
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const COUNTRY_CODE = /^[a-z]{2}$/;

const isExtension = (value: string): value is FeedExtension => Object.hasOwn(FEED_FORMATS, value);

/** A feed's path without its language: /feed.xml for new listings, else /feeds/{category|country/cc|city/slug}.{ext}. */
export function feedPath(scope: FeedScope, format: FeedFormat = "rss"): string {
  const extension = EXTENSION_OF[format];
  switch (scope.type) {
    case "new":
      return `/feed.${extension}`;
    case "category":
      return `/feeds/${scope.category}.${extension}`;
    case "country":
      return `/feeds/country/${scope.code}.${extension}`;
    case "city":
      return `/feeds/city/${scope.slug}.${extension}`;
  }
}

/** The route params of every kind's feed in every language and format (/feeds/{category}.{ext}): prerendered. */
export function categoryFeedParams(): { locale: Locale; file: string }[] {
  const categories = Object.keys(DIRECTORY_CATEGORIES) as DirectoryCategory[];
  const formats = Object.keys(EXTENSION_OF) as FeedFormat[];
  return LOCALES.flatMap((locale) =>
    categories.flatMap((category) =>
      formats.map((format) => ({
        locale,
        file: feedPath({ type: "category", category }, format).slice("/feeds/".length),
      })),
    ),
  );
}

const localeFeedPath = (locale: Locale, scope: FeedScope, format: FeedFormat = "rss") =>
  localePath(locale, feedPath(scope, format));

/**
 * The scope and format of /feeds/{…} path segments, or null when they cannot name a feed. Whether a country or city
 * has a feed at all depends on its listings, which the server checks.
 */
export function parseFeedSegments(segments: readonly string[]): { scope: FeedScope; format: FeedFormat } | null {
  const match = /^([^./]+)\.([a-z]+)$/.exec(segments.at(-1) ?? "");
  const [, name, extension] = match ?? [];
  if (!name || !extension || !isExtension(extension)) return null;
  const format = FEED_FORMATS[extension];
  if (segments.length === 1)
    return isDirectoryCategory(name) ? { scope: { type: "category", category: name }, format } : null;
  if (segments.length !== 2) return null;
  if (segments[0] === "country" && COUNTRY_CODE.test(name)) return { scope: { type: "country", code: name }, format };
  if (segments[0] === "city" && SLUG.test(name) && name.length <= 80)
    return { scope: { type: "city", slug: name }, format };
  return null;
}

const LINK_TYPES: Record<FeedFormat, string> = {
  rss: "application/rss+xml",
  atom: "application/atom+xml",
  json: "application/feed+json",
};

/** A page's `<link rel="alternate">` entries for the feed that mirrors it, in each format. */
export function feedFormats(locale: Locale, scope: FeedScope, title: string) {
  return Object.fromEntries(
    (Object.keys(LINK_TYPES) as FeedFormat[]).map((format) => [
      LINK_TYPES[format],
      [{ url: localeFeedPath(locale, scope, format), title }],
    ]),
  );
}
