// The brand review's messages as its schema states them (English, on the wire), each under its key in the `admin`
// catalogue's `brands.messages`. Kept apart from the schema so the review board needs no zod upfront.
export const BRAND_PATCH_MESSAGES = {
  verified: "verified can only be set to true (approve)",
  featured: "featured must be true or false",
  empty: "Send {verified: true, featured: false} to approve, or {featured} to feature or unfeature",
  approveFeatured: "An approved brand starts unfeatured: send featured false",
} as const;
