import { ImageResponse } from "next/og";
import { OgCard } from "@/components/og/og-card";
import { KIND_LABELS, LISTING_KINDS, type ListingKind } from "@/lib/directory/kinds";
import { truncate } from "@/lib/format";
import { AppError } from "@/lib/http/app-error";
import { withPublic } from "@/server/http/route";
import { OG_HEADERS, OG_SIZE } from "@/lib/seo/og-image";
import { getListing } from "@/server/public/listings/queries";

const isKind = (value: unknown): value is ListingKind => LISTING_KINDS.includes(value as ListingKind);

export const GET = withPublic(async ({ params }) => {
  const slug = String(params.slug ?? "");
  if (!isKind(params.kind) || slug.length > 200) throw new AppError("not_found", "Listing not found");
  const listing = await getListing(params.kind, slug);
  if (!listing) throw new AppError("not_found", "Listing not found");
  const place = [listing.city, listing.country].filter(Boolean).join(", ");
  const about = listing.shortDescription ?? listing.description;
  return new ImageResponse(
    <OgCard
      eyebrow={KIND_LABELS[listing.kind]}
      title={listing.name}
      subtitle={about ? truncate(about, 140) : null}
      footer={place || null}
    />,
    { ...OG_SIZE, headers: OG_HEADERS },
  );
});
