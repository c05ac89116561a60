import type { NextRequest } from "next/server";
import { countryFromRequest } from "@/lib/geo/country-from-request";
import { withPublic } from "@/lib/http/handlers";

const handler = withPublic(async ({ req }) => {
  const country = await countryFromRequest(req.headers);
  return Response.json(
    { country },
    { headers: { "cache-control": "private, max-age=3600", vary: "x-vercel-ip-country, cf-ipcountry, accept-language" } },
  );
});

/** GET /api/user/location: {country} ('Netherlands') from the edge's geo header or Accept-Language, else null. */
export async function GET(req: NextRequest, context: { params: Promise<Record<string, string | string[] | undefined>> }) {
  // Reading the request makes this per-request (never prerendered). Done here, outside withPublic's try/catch,
  // so the build's prerender bail-out reaches Next instead of being caught and logged as an internal error.
  void req.headers;
  return handler(req, context);
}
