import { getTranslations } from "next-intl/server";
import type { Thing } from "schema-dts";
import type { ShownReview } from "@/lib/seo/structured-data";
import { markerCatalogue } from "@/lib/biomarkers/catalogue";
import { JsonLd } from "@/lib/seo/json-ld";
import { biomarkerCatalogue } from "@/server/biomarkers";
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
  const [copy, categories, biomarkers] = await Promise.all([
    detailCopy(),
    getTranslations("kinds.categories"),
    listing.kind === "lab" ? biomarkerCatalogue() : undefined,
  ]);
  // Structured data names markers in English, as the rest of it is; the catalogue read carries the admin's LOINC codes.
  const markers = biomarkers ? markerCatalogue(biomarkers, "en") : undefined;
  const [breadcrumbs, page, entity] = detailJsonLd(listing, reviews, { ...copy, categories, markers });
  return (
    <>
      <JsonLd data={breadcrumbs} />
      <JsonLd<Thing> data={page} />
      <JsonLd<Thing> data={entity} />
    </>
  );
}
