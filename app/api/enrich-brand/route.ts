import * as z from "zod/mini";
import { ENRICHMENT_FAILED_MESSAGE, enrichmentQuerySchema } from "@/lib/brands/submission-schema";
import { AppError } from "@/lib/http/app-error";
import { withPublic } from "@/server/http/route";
import { gatherBrandData } from "@/server/public/enrichment/gather-brand-data";

/**
 * The brand data gathered from a website's home page: the URL is validated before the cached fetch;
 * a site that cannot be read safely is a 422 with the reason.
 */
export const GET = withPublic(
  async ({ req }) => {
    const { url } = z.parse(enrichmentQuerySchema, { url: req.nextUrl.searchParams.get("url") ?? undefined });
    const outcome = await gatherBrandData(url);
    if (!outcome.ok) {
      throw new AppError("unprocessable", ENRICHMENT_FAILED_MESSAGE, undefined, {
        reason: outcome.reason,
        headers: { "cache-control": "no-store" },
      });
    }
    return Response.json(outcome.data, { headers: { "cache-control": "public, max-age=0, s-maxage=3600" } });
  },
  { rateLimit: "enrichment" },
);
