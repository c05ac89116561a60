import { BRAND_PATCH_ERRORS } from "@/lib/brands/moderation-errors";
import { brandPatchSchema } from "@/lib/brands/moderation-schema";
import { AppError } from "@/lib/http/app-error";
import { approveBrand, rejectBrand, setBrandFeatured } from "@/server/brands/moderate";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";

/**
 * PATCH /api/admin/brands/{id}, admin only: {verified: true, featured: false} approves (publishes and verifies);
 * {featured} features or unfeatures a verified brand (409 otherwise). Answers the updated brand.
 */
export const PATCH = withAdmin(
  async ({ params, body, ip }) => {
    const id = params.id ?? "";
    const meta = { ip };
    if (body.verified) return Response.json(await approveBrand(id, meta), { headers: NO_STORE });
    if (body.featured === undefined)
      throw new AppError("bad_request", { code: BRAND_PATCH_ERRORS.nothingToChange, params: {} });
    return Response.json(await setBrandFeatured(id, body.featured, meta), { headers: NO_STORE });
  },
  { body: brandPatchSchema, maxBodyBytes: 1_024 },
);

/** DELETE /api/admin/brands/{id}, admin only: rejects (deletes) a pending submission; a listed brand is a 409. */
export const DELETE = withAdmin(async ({ params, ip }) =>
  Response.json(await rejectBrand(params.id ?? "", { ip }), { headers: NO_STORE }),
);
