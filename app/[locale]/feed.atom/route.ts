import { LOCALES } from "@/lib/i18n/locales";
import { withCachedPublic } from "@/server/http/route";
import { feedResponse } from "@/server/feeds";

// Served from the route cache, revalidated with the listings (see withCachedPublic).
export const generateStaticParams = () => LOCALES.map((locale) => ({ locale }));

export const GET = withCachedPublic(({ params }) => feedResponse(params.locale, { type: "new" }, "atom"));
