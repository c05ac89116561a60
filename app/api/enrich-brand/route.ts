import { fetchFailure } from "@/lib/http/error-codes";
import * as z from "zod/mini";
import { BRAND_SUBMISSION_ERRORS, enrichmentQuerySchema } from "@/lib/brands/submission-schema";
import { AppError } from "@/lib/http/app-error";
import { withPublic } from "@/server/http/route";
import { gatherBrandData } from "@/server/enrichment/gather-brand-data";

/**
 * The brand data gathered from a website's home page: the URL is validated before the cached fetch;
 * a site that cannot be read safely is a 422 with the reason.
 */
export const GET = withPublic(
  async ({ req }) => {
    const { url } = z.parse(enrichmentQuerySchema, { url: req.nextUrl.searchParams.get("url") ?? undefined });
    const outcome = await gatherBrandData(url);
    if (!outcome.ok) {
      const message = { code: BRAND_SUBMISSION_ERRORS.enrichmentFailed, params: {} };
      throw new AppError("unprocessable", message, undefined, {
        reason: fetchFailure(outcome.reason),
        headers: { "cache-control": "no-store" },
      });
    }
    return Response.json(outcome.data, { headers: { "cache-control": "public, max-age=0, s-maxage=3600" } });
  },
  { rateLimit: "enrichment" },
);
