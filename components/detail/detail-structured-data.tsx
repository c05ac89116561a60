import { getTranslations } from "next-intl/server";
import type { Thing } from "schema-dts";
import type { ShownReview } from "@/lib/seo/structured-data";
import { JsonLd } from "@/lib/seo/json-ld";
import { detailCopy } from "./detail-copy";
import { detailJsonLd } from "@/lib/seo/detail-json-ld";

/** The JSON-LD blocks of a detail page: BreadcrumbList, the WebPage in its language, and the listing's own type. */
export async function DetailStructuredData({
  listing,
  reviews,
}: {
  listing: Parameters<typeof detailJsonLd>[0];
  reviews: ShownReview[];
}) {
  const [copy, categories] = await Promise.all([detailCopy(), getTranslations("kinds.categories")]);
  const [breadcrumbs, page, entity] = detailJsonLd(listing, reviews, { ...copy, categories });
  return (
    <>
      <JsonLd data={breadcrumbs} />
      <JsonLd<Thing> data={page} />
      <JsonLd<Thing> data={entity} />
    </>
  );
}
