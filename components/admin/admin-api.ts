import type { HeldClaims } from "@/lib/listings/held-claims";
import { APPROVE_BRAND_PATCH, type AdminBrand } from "@/lib/brands/moderation-types";
import type { AdminListing, ListingEditInput } from "@/lib/listings/editor-schema";
import { apiRequest } from "@/lib/api-client";
import type { Biomarker, BiomarkerInput } from "@/lib/biomarkers/catalogue";
import type { EvidenceEntry, EvidenceInput } from "@/lib/listings/evidence";
import type { ComparisonPickView } from "@/server/comparisons/picks";

export const ADMIN_STATUS_PATH = "/api/admin/status";
export const ADMIN_LOGIN_PATH = "/api/admin/login";
// The brand list is the public GET /api/data/brands (all brands for the admin); approving and rejecting are admin writes.
export const ADMIN_BRANDS_PATH = "/api/data/brands";
const ADMIN_BRAND_WRITE_PATH = "/api/admin/brands";
export const ADMIN_LOGIN_PAGE = "/admin/login";
export const ADMIN_REVIEW_PAGE = "/admin/review";

export type AdminStatus = { isAdmin: boolean; totp?: boolean };

const brandPath = (id: string) => `${ADMIN_BRAND_WRITE_PATH}/${encodeURIComponent(id)}`;

export const approveBrand = (id: string) => apiRequest<AdminBrand>("PATCH", brandPath(id), APPROVE_BRAND_PATCH);
export const setBrandFeatured = (id: string, featured: boolean) =>
  apiRequest<AdminBrand>("PATCH", brandPath(id), { featured });
export const rejectBrand = (id: string) => apiRequest<{ id: string; deleted: true }>("DELETE", brandPath(id));

type ListingSaveResult = { listing: AdminListing; changed: string[]; published: boolean; held: HeldClaims | null };

export function saveListing(
  id: string,
  input: ListingEditInput & { expectedUpdatedAt: string },
): Promise<ListingSaveResult> {
  return apiRequest<ListingSaveResult>("PATCH", `/api/admin/listings/${encodeURIComponent(id)}`, input);
}

type VerificationResult = { lastVerifiedAt: string; verifiedBy: "admin"; updatedAt: string };

/** The admin checked the listing's facts: they count as verified today. */
export function markVerified(id: string): Promise<VerificationResult> {
  return apiRequest<VerificationResult>("POST", `/api/admin/listings/${encodeURIComponent(id)}/verify`);
}

export const ADMIN_COMPARISONS_PATH = "/api/admin/comparisons";

export const pickComparison = (url: string) => apiRequest<ComparisonPickView>("POST", ADMIN_COMPARISONS_PATH, { url });
export const dropComparison = (id: string) =>
  apiRequest("DELETE", `${ADMIN_COMPARISONS_PATH}/${encodeURIComponent(id)}`);

export const ADMIN_BIOMARKERS_PATH = "/api/admin/biomarkers";
export const saveBiomarker = (input: BiomarkerInput) => apiRequest<Biomarker>("POST", ADMIN_BIOMARKERS_PATH, input);

export const ADMIN_EVIDENCE_PATH = "/api/admin/evidence";
export const saveEvidence = (input: EvidenceInput) =>
  apiRequest<EvidenceEntry & { id: string }>("POST", ADMIN_EVIDENCE_PATH, input);
export const deleteEvidence = (id: string) => apiRequest("DELETE", `${ADMIN_EVIDENCE_PATH}/${encodeURIComponent(id)}`);
