import { withCachedPublic } from "@/server/http/route";
import { scopedFeedResponse } from "@/server/feeds";

export const GET = withCachedPublic(({ params }) => scopedFeedResponse(params.locale, params.path));
