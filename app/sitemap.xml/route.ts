import { withPublic } from "@/server/http/route";
import { absoluteUrl } from "@/lib/site";
import { sitemapIndexXml, urlsetXml, xmlResponse } from "@/lib/seo/sitemap-xml";
import { listingSitemapCount, listingUrls, SITEMAP_MAX_URLS, staticAndCategoryUrls } from "@/server/sitemap/entries";

/** One urlset while everything fits in 50,000 URLs; beyond that an index of /sitemaps/{n}.xml files. */
export const GET = withPublic(async () => {
  const pages = await listingSitemapCount();
  const staticUrls = await staticAndCategoryUrls();
  if (pages <= 1) {
    const listings = pages ? await listingUrls(0) : [];
    if (staticUrls.length + listings.length <= SITEMAP_MAX_URLS)
      return xmlResponse(urlsetXml([...staticUrls, ...listings]));
  }
  const files = [{ loc: absoluteUrl("/sitemaps/pages.xml"), lastmod: staticUrls[0]?.lastmod }];
  for (let i = 0; i < pages; i++)
    files.push({ loc: absoluteUrl(`/sitemaps/${i}.xml`), lastmod: staticUrls[0]?.lastmod });
  return xmlResponse(sitemapIndexXml(files));
});
