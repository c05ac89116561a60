import { kindOfApiSegment } from "@/lib/directory/api-segment";
import { parseDirectoryRequest } from "@/lib/directory/directory-api-schema";
import { KIND_TO_CATEGORY } from "@/lib/directory/kinds";
import { directoryCatalogues } from "@/server/biomarkers";
import { withPublic } from "@/server/http/route";
import { resolveDirectoryQueryOrThrow } from "@/server/listings/read/near";
import { mapPoints } from "@/server/listings/read/queries";

/** The segment of the 'all' view's results (GET /api/directory). */
const ALL_VIEW_SEGMENT = "directory";

/**
 * GET /api/map/{segment}: the results of GET /api/{segment} (or /api/directory) with the same query parameters, as
 * points on a map: {points: [{id, name, kind, url, lat, lng, place?, proximity?}], truncated}.
 */
export const GET = withPublic(async ({ req, params }) => {
  const { segment } = params;
  const view = segment === ALL_VIEW_SEGMENT ? "all" : KIND_TO_CATEGORY[kindOfApiSegment(segment)];
  const request = parseDirectoryRequest(view, req.nextUrl.searchParams, await directoryCatalogues());
  const { query, near } = await resolveDirectoryQueryOrThrow(request.query, request.locale);
  return Response.json(await mapPoints(query, near), {
    headers: { "cache-control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" },
  });
});
