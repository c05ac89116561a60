// The Add Brand form's errors, limits and API shapes, without zod (the form loads its schema on first submit).
import type { HeldClaims } from "@/lib/listings/held-claims";

/** The form's and the API's errors, by their keys in the `add-brand` catalogue (`messages`). */
export const BRAND_SUBMISSION_ERRORS = {
  websiteRequired: "add-brand.messages.websiteRequired",
  websiteInvalid: "add-brand.messages.websiteInvalid",
  categoryRequired: "add-brand.messages.categoryRequired",
  captcha: "add-brand.messages.captcha",
  description: "add-brand.messages.description",
  duplicate: "add-brand.messages.duplicate",
  alreadyListed: "add-brand.messages.alreadyListed",
  malformedText: "add-brand.messages.malformedText",
  /** GET /api/enrich-brand's answer (422) when a site cannot be read. */
  enrichmentFailed: "add-brand.messages.enrichmentFailed",
} as const;

export const BRAND_DESCRIPTION_MAX_LENGTH = 1_000;
/** A signed captcha token is far shorter; anything longer is not one. */
export const CAPTCHA_TOKEN_MAX_LENGTH = 512;

/** GET /api/captcha: a question the visitor answers, and the signed token sent back with the answer. */
export type CaptchaChallenge = { id: string; question: string; token: string; expiresAt: string };

/** What GET /api/enrich-brand answers when the site could be read. */
export type GatheredBrand = {
  name: string | null;
  description: string | null;
  region: string | null;
  country: string | null;
  logoUrl: string | null;
  rating: number | null;
  reviewCount: number | null;
  featuredReview: string | null;
  reviewSource: string | null;
};

/** The brand POST /api/data/brands created, pending review. */
export type SubmittedBrand = {
  id: string;
  slug: string;
  name: string;
  shortDescription: string;
  longDescription: null;
  description: string | null;
  category: string;
  region: string;
  country: string;
  website: string;
  logoUrl: string | null;
  rating: number | null;
  reviewCount: number;
  featuredReview: string | null;
  reviewSource: string | null;
  featured: false;
  sponsored: false;
  verified: false;
  status: "pending";
  createdAt: string;
  /** The description held for the admin because it makes a disease claim (each phrase, coded); null when none. */
  held: HeldClaims | null;
};
