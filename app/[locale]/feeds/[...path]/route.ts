import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { withCachedPublic } from "@/server/http/route";
import { scopedFeedResponse } from "@/server/feeds";

// Served from the route cache, revalidated with the listings (see withCachedPublic); the one prerendered path stands
// for all, the others are rendered on their first request and kept.
export const generateStaticParams = () => [{ locale: DEFAULT_LOCALE, path: ["clinics.xml"] }];

export const GET = withCachedPublic(({ params }) => scopedFeedResponse(params.locale, params.path));
