// The brand review's and its handler's errors, by their keys in the `admin` catalogue (`brands.messages`). Kept apart from the schema
// so the review board needs no zod upfront.
export const BRAND_PATCH_ERRORS = {
  verified: "admin.brands.messages.verified",
  featured: "admin.brands.messages.featured",
  empty: "admin.brands.messages.empty",
  approveFeatured: "admin.brands.messages.approveFeatured",
  notFound: "admin.brands.messages.notFound",
  featureUnverified: "admin.brands.messages.featureUnverified",
  rejectPublished: "admin.brands.messages.rejectPublished",
  nothingToChange: "admin.brands.messages.nothingToChange",
} as const;
