import "server-only";
import { AppError } from "@/lib/http/app-error";
import { FEED_CONTENT_TYPES, parseFeedSegments, type FeedFormat, type FeedScope } from "@/lib/feeds/feed-path";
import { isLocale } from "@/lib/i18n/locales";
import { renderFeed } from "./render";

/** A feed's response, or a 404 for a language, kind or place that has none. */
export async function feedResponse(
  locale: string | undefined,
  scope: FeedScope,
  format: FeedFormat,
): Promise<Response> {
  const body = isLocale(locale) ? await renderFeed(locale, scope, format) : null;
  if (body === null) throw new AppError("not_found", "No such feed");
  return new Response(body, {
    headers: {
      "content-type": FEED_CONTENT_TYPES[format],
      "cache-control": "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400",
    },
  });
}

/** /feeds/{category|country/cc|city/slug}.{xml|atom|json}, from the path's segments after /feeds. */
export async function scopedFeedResponse(locale: string | undefined, segments: readonly string[]): Promise<Response> {
  const parsed = parseFeedSegments(segments);
  if (!parsed) throw new AppError("not_found", "No such feed");
  return feedResponse(locale, parsed.scope, parsed.format);
}
