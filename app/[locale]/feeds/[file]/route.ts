import { categoryFeedParams } from "@/lib/feeds/feed-path";
import { withCachedPublic } from "@/server/http/route";
import { scopedFeedResponse } from "@/server/feeds";

// Every kind's feed, in every language and format, is prerendered and kept whole in the route cache, revalidated by
// the listings' tags like the pages.
export const generateStaticParams = categoryFeedParams;

export const GET = withCachedPublic(({ params }) => scopedFeedResponse(params.locale, [params.file ?? ""]));
