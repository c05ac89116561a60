import { env } from "@/env";
import { countryResolverFor } from "@/lib/geo/country-from-request";
import { withPublic } from "@/server/http/route";

/** GET /api/user/location: {country} ('Netherlands') from the edge's geo header or Accept-Language, else null. */
export const GET = withPublic(async ({ req }) => {
  const country = await countryResolverFor(env().TRUST_PROXY_HEADERS === "true")(req.headers);
  return Response.json(
    { country },
    {
      headers: { "cache-control": "private, max-age=3600", vary: "x-vercel-ip-country, cf-ipcountry, accept-language" },
    },
  );
});
