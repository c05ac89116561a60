import { isBadgeTheme } from "@/lib/badges/badge-path";
import { isDetailRoute } from "@/lib/directory/detail-routes";
import { AppError } from "@/lib/http/app-error";
import { isLocale } from "@/lib/i18n/locales";
import { withCachedPublic } from "@/server/http/route";
import { listingBadge } from "@/server/listings/read/listing-badge";

// A listing's "Listed on" badge for its owner's site: /badges/{light|dark}/{route}/{slug}.svg, answered from its cached
// SVG (revalidated with the listing's rating and owners).
export const GET = withCachedPublic(async ({ params }) => {
  const { locale, theme, route, file } = params;
  const slug = file?.endsWith(".svg") ? file.slice(0, -4) : "";
  if (!isLocale(locale) || !isBadgeTheme(theme) || !route || !isDetailRoute(route) || !slug)
    throw new AppError("not_found", "No such badge");
  const badge = await listingBadge(route, slug, locale, theme);
  if (!badge) throw new AppError("not_found", "No such badge");
  return new Response(badge.svg, {
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=600, s-maxage=600, stale-while-revalidate=86400",
      // Shown on other sites' pages.
      "cross-origin-resource-policy": "cross-origin",
    },
  });
});
