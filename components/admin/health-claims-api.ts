import { apiRequest } from "@/lib/api-client";
import type { ClaimNutrient, ClaimNutrientInput, HealthClaim, HealthClaimInput } from "@/lib/health-claims/schemas";

export const ADMIN_HEALTH_CLAIMS_PATH = "/api/admin/health-claims";
const NUTRIENTS_PATH = `${ADMIN_HEALTH_CLAIMS_PATH}/nutrients`;
const CLAIMS_PATH = `${ADMIN_HEALTH_CLAIMS_PATH}/claims`;

export const saveClaimNutrient = (input: ClaimNutrientInput) =>
  apiRequest<ClaimNutrient>("POST", NUTRIENTS_PATH, input);
export const deleteClaimNutrient = (slug: string) =>
  apiRequest("DELETE", `${NUTRIENTS_PATH}/${encodeURIComponent(slug)}`);
export const createHealthClaim = (input: HealthClaimInput) => apiRequest<HealthClaim>("POST", CLAIMS_PATH, input);
export const updateHealthClaim = (id: string, input: HealthClaimInput) =>
  apiRequest<HealthClaim>("PUT", `${CLAIMS_PATH}/${encodeURIComponent(id)}`, input);
export const deleteHealthClaim = (id: string) => apiRequest("DELETE", `${CLAIMS_PATH}/${encodeURIComponent(id)}`);
