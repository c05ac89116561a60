import { withCachedPublic } from "@/server/http/route";
import { scopedFeedResponse } from "@/server/feeds";

// A city's feed exists while it has enough listings, which only the database knows: answered per request, from the
// cached feed body.
export const GET = withCachedPublic(({ params }) => scopedFeedResponse(params.locale, ["city", params.file ?? ""]));
