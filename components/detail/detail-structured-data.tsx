import type { Thing } from "schema-dts";
import type { ShownReview } from "@/lib/seo/structured-data";
import { JsonLd } from "@/lib/seo/json-ld";
import { detailJsonLd } from "./detail-json-ld";

/** The two JSON-LD blocks of a detail page: BreadcrumbList and the listing's own type. */
export function DetailStructuredData({
  listing,
  reviews,
}: {
  listing: Parameters<typeof detailJsonLd>[0];
  reviews: ShownReview[];
}) {
  const [breadcrumbs, entity] = detailJsonLd(listing, reviews);
  return (
    <>
      <JsonLd data={breadcrumbs} />
      <JsonLd<Thing> data={entity} />
    </>
  );
}
