import * as z from "zod/mini";
import { BRAND_PATCH_ERRORS } from "./moderation-errors";

/**
 * PATCH /api/admin/brands/{id}: {verified: true, featured: false} approves, {featured} features or
 * unfeatures. The route handler validates with this; the review board sends only those two shapes.
 */
export const brandPatchSchema = z
  .object({
    verified: z.optional(z.literal(true, BRAND_PATCH_ERRORS.verified)),
    featured: z.optional(z.boolean(BRAND_PATCH_ERRORS.featured)),
  })
  .check(
    z.refine((patch) => patch.verified !== undefined || patch.featured !== undefined, {
      message: BRAND_PATCH_ERRORS.empty,
      path: ["featured"],
    }),
    z.refine((patch) => !(patch.verified && patch.featured), {
      message: BRAND_PATCH_ERRORS.approveFeatured,
      path: ["featured"],
    }),
  );
