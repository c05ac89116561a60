import { kindOfApiSegment } from "@/lib/directory/api-segment";
import { parseDirectoryRequest } from "@/lib/directory/directory-api-schema";
import { KIND_TO_CATEGORY } from "@/lib/directory/kinds";
import { directoryCatalogues } from "@/server/biomarkers";
import { withPublic } from "@/server/http/route";
import { directoryListingsResponse } from "@/server/listings/read/directory";

export const GET = withPublic(async ({ req, params }) => {
  const kind = kindOfApiSegment(params.category);
  const { query, locale } = parseDirectoryRequest(
    KIND_TO_CATEGORY[kind],
    req.nextUrl.searchParams,
    await directoryCatalogues(),
  );
  return directoryListingsResponse(query, locale, req.nextUrl);
});
