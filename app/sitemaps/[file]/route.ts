import { AppError } from "@/lib/http/app-error";
import { withPublic } from "@/server/http/route";
import { urlsetXml, xmlResponse } from "@/lib/seo/sitemap-xml";
import { listingSitemapCount, listingUrls, staticAndCategoryUrls } from "@/server/sitemap/entries";

export const GET = withPublic(async ({ params }) => {
  const file = String(params.file ?? "");
  if (file === "pages.xml") return xmlResponse(urlsetXml(await staticAndCategoryUrls()));
  const match = /^(\d{1,4})\.xml$/.exec(file);
  const page = match ? Number(match[1]) : -1;
  if (page < 0 || page >= (await listingSitemapCount())) throw new AppError("not_found", "No such sitemap");
  return xmlResponse(urlsetXml(await listingUrls(page)));
});
