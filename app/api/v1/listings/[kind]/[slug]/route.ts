import { LISTING_KINDS, type ListingKind } from "@/lib/directory/kinds";
import { AppError } from "@/lib/http/app-error";
import { apiPreflight, withPublicApi } from "@/server/api";
import { toListingDetailJson } from "@/server/listings/read/json";
import { getListing } from "@/server/listings/read/queries";

const isKind = (value: string | undefined): value is ListingKind => (LISTING_KINDS as string[]).includes(value ?? "");

/** GET /api/v1/listings/{kind}/{slug}: one published listing; an unknown kind or slug is a 404. */
export const GET = withPublicApi(async ({ params }) => {
  const listing = isKind(params.kind) ? await getListing(params.kind, params.slug ?? "") : null;
  if (!listing) throw new AppError("not_found", "Listing not found");
  return Response.json(toListingDetailJson(listing), {
    headers: { "cache-control": "public, max-age=0, s-maxage=300, stale-while-revalidate=3600" },
  });
});

export const OPTIONS = apiPreflight;
