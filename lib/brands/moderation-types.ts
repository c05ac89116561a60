// No zod here: the review board imports these with the page, and zod stays out of its JavaScript.

/** PATCH /api/admin/brands/{id} approves with this body. */
export const APPROVE_BRAND_PATCH = { verified: true, featured: false } as const;

type BrandStatus = "draft" | "pending" | "published";

/** A brand as GET /api/data/brands sends it: its submission's fields, plus the listing's status and slug. */
export type AdminBrand = {
  id: string;
  slug: string;
  name: string;
  status: BrandStatus;
  shortDescription: string | null;
  longDescription: string | null;
  description: string | null;
  category: string | null;
  region: string | null;
  country: string | null;
  website: string | null;
  logoUrl: string | null;
  /** From member reviews only (null and 0 until the first one). */
  rating: number | null;
  reviewCount: number;
  /** The rating the brand's own site publishes (gathered at submission), shown to the admin as the site's claim. */
  siteRating: { rating: number; reviewCount: number } | null;
  featuredReview: string | null;
  reviewSource: string | null;
  featured: boolean;
  sponsored: boolean;
  verified: boolean;
  createdAt: string;
};
