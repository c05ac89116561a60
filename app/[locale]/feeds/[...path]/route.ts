import { withPublic } from "@/server/http/route";
import { scopedFeedResponse } from "@/server/feeds";

export const GET = withPublic(({ params }) => scopedFeedResponse(params.locale, params.path));
