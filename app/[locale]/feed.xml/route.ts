import { withCachedPublic } from "@/server/http/route";
import { feedResponse } from "@/server/feeds";

export const GET = withCachedPublic(({ params }) => feedResponse(params.locale, { type: "new" }, "rss"));
