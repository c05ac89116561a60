import { ImageResponse } from "next/og";
import { OgCard } from "@/components/og/og-card";
import { LISTING_KINDS, type ListingKind } from "@/lib/directory/kinds";
import { truncate } from "@/lib/format";
import { AppError } from "@/lib/http/app-error";
import { localizedListing } from "@/lib/i18n/listing-content";
import { queryLocale } from "@/lib/i18n/query-locale";
import { translator } from "@/lib/i18n/translator";
import { withPublic } from "@/server/http/route";
import { OG_HEADERS, OG_SIZE } from "@/lib/seo/og-image";
import { getListing } from "@/server/listings/read/queries";

const isKind = (value: unknown): value is ListingKind => LISTING_KINDS.includes(value as ListingKind);

/** The listing's share card in the page's language (`?lang=`): its kind named, its description translated if it can be. */
export const GET = withPublic(async ({ req, params }) => {
  const slug = String(params.slug ?? "");
  if (!isKind(params.kind) || slug.length > 200) throw new AppError("not_found", "Listing not found");
  const found = await getListing(params.kind, slug);
  if (!found) throw new AppError("not_found", "Listing not found");
  const locale = queryLocale(req.nextUrl.searchParams);
  const [listing, kinds, t] = await Promise.all([
    localizedListing(found, locale),
    translator(locale, "kinds.kinds"),
    translator(locale, "og"),
  ]);
  const place = [listing.city, listing.country].filter(Boolean).join(", ");
  const about = listing.shortDescription ?? listing.description;
  return new ImageResponse(
    <OgCard
      eyebrow={kinds(listing.kind)}
      title={listing.name}
      subtitle={about ? truncate(about, 140) : null}
      footer={place || t("footer")}
    />,
    { ...OG_SIZE, headers: OG_HEADERS },
  );
});
