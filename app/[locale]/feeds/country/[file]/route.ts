import { withCachedPublic } from "@/server/http/route";
import { scopedFeedResponse } from "@/server/feeds";

// A country's feed exists while it has enough listings, which only the database knows: answered per request, from the
// cached feed body.
export const GET = withCachedPublic(({ params }) => scopedFeedResponse(params.locale, ["country", params.file ?? ""]));
