import { brandSubmissionSchema } from "@/lib/brands/submission-schema";
import { withPublic } from "@/server/http/route";
import { submitBrand } from "@/server/brands/submit-brand";
import { listAllBrands, listPublishedBrands } from "@/server/brands/admin-queries";
import { requestIsAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";

/** Add Brand: the created brand, pending review; 409 for a site already submitted or listed. */
export const POST = withPublic(
  async ({ body, ip }) =>
    Response.json(await submitBrand(body, ip), { status: 201, headers: { "cache-control": "no-store" } }),
  { rateLimit: "brandSubmission", body: brandSubmissionSchema, maxBodyBytes: 16_384 },
);

/**
 * GET /api/data/brands (the admin review's list): every brand for the admin, published brands for everyone
 * else. The one URL answers differently per cookie, so no shared cache may keep it.
 */
export const GET = withPublic(async ({ req }) =>
  Response.json((await requestIsAdmin(req)) ? await listAllBrands() : await listPublishedBrands(), {
    headers: NO_STORE,
  }),
);
