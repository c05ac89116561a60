import { isDetailRoute } from "@/lib/directory/detail-routes";
import { AppError } from "@/lib/http/app-error";
import { isLocale, localePath } from "@/lib/i18n/locales";
import { absoluteUrl } from "@/lib/site";
import { withPublic } from "@/server/http/route";
import { listingMarkdown } from "@/server/listings/read/listing-markdown";

// A listing's page as Markdown: /clinic/{slug}.md (and /de/clinic/{slug}.md …) are rewritten here by next.config.ts.
export const GET = withPublic(async ({ params }) => {
  const { locale, route, id } = params;
  if (!isLocale(locale) || !route || !id || !isDetailRoute(route)) throw new AppError("not_found", "No such listing");
  const markdown = await listingMarkdown(route, id, locale);
  if (markdown === null) throw new AppError("not_found", "No such listing");
  return new Response(markdown, {
    headers: {
      "content-type": "text/markdown; charset=utf-8",
      "cache-control": "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400",
      // The HTML page is the one to index.
      link: `<${absoluteUrl(localePath(locale, `/${route}/${id}`))}>; rel="canonical"`,
    },
  });
});
