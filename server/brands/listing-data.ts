import "server-only";
import type { BrandSubmission, GatheredBrand, SubmittedBrand } from "@/lib/brands/submission-schema";

const UNKNOWN_PLACE = "Unknown";
const MAX_NAME_CHARS = 200;

/** The brand's own fields of a submission; slug, kind and status are added by the caller. */
// A new listing has no placement: never an editor's pick or sponsored on submit.
export type SubmittedBrandFields = Omit<
  SubmittedBrand,
  "id" | "slug" | "status" | "createdAt" | "featured" | "sponsored" | "held"
> & {
  categories: string[];
};

/**
 * A submission's defaults: the name from the gathered data, else the host without www.; the visitor's
 * description, else the gathered one, else empty; region and country 'Unknown' when not gathered; logo and featured
 * review null when missing; no rating and a review count of 0 (member reviews only); never featured, sponsored or
 * verified on submit.
 */
export function submittedBrandFields(input: {
  submission: Pick<BrandSubmission, "category" | "description">;
  website: string;
  hostname: string;
  gathered: GatheredBrand | null;
}): SubmittedBrandFields {
  const { submission, website, hostname, gathered } = input;
  const shortDescription = submission.description || gathered?.description || "";
  return {
    name: (gathered?.name || hostname).slice(0, MAX_NAME_CHARS),
    shortDescription,
    longDescription: null,
    description: shortDescription || null,
    category: submission.category,
    categories: [submission.category],
    region: gathered?.region || UNKNOWN_PLACE,
    country: gathered?.country || UNKNOWN_PLACE,
    website,
    logoUrl: gathered?.logoUrl ?? null,
    // Ratings come from member reviews only: a site's own rating stays with the submission (the admin sees it as the
    // site's claim) and is never shown as the directory's.
    rating: null,
    reviewCount: 0,
    featuredReview: gathered?.featuredReview ?? null,
    reviewSource: gathered?.reviewSource ?? null,
    verified: false,
  };
}
