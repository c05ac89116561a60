import { localeParams } from "@/lib/i18n/locales";
import { withCachedPublic } from "@/server/http/route";
import { feedResponse } from "@/server/feeds";

// Prerendered in every language and kept whole in the route cache, revalidated by the listings' tags.
export const generateStaticParams = localeParams;

export const GET = withCachedPublic(({ params }) => feedResponse(params.locale, { type: "new" }, "json"));
