import { APPROVE_BRAND_PATCH, type AdminBrand } from "@/lib/admin/brand-types";
import { apiRequest } from "@/lib/api-client";
import { failedAnswer } from "@/lib/api-problem";

export const ADMIN_STATUS_PATH = "/api/admin/status";
export const ADMIN_LOGIN_PATH = "/api/admin/login";
export const ADMIN_BRANDS_PATH = "/api/data/brands";
export const ADMIN_LOGIN_PAGE = "/admin/login";
export const ADMIN_REVIEW_PAGE = "/admin/review";

export type AdminStatus = { isAdmin: boolean; totp?: boolean };

const brandPath = (id: string) => `${ADMIN_BRANDS_PATH}/${encodeURIComponent(id)}`;

export const approveBrand = (id: string) => apiRequest<AdminBrand>("PATCH", brandPath(id), APPROVE_BRAND_PATCH);
export const setBrandFeatured = (id: string, featured: boolean) =>
  apiRequest<AdminBrand>("PATCH", brandPath(id), { featured });
export const rejectBrand = (id: string) => apiRequest<{ id: string; deleted: true }>("DELETE", brandPath(id));

/**
 * The server's message of a failed apiRequest ("401: {json}"): undefined when the answer carried none, null when the
 * request never got an HTTP answer (network failure).
 */
export function serverMessageOf(error: unknown): string | undefined | null {
  const answer = failedAnswer(error);
  if (!answer) return null;
  const { message } = answer.body;
  return typeof message === "string" && message ? message : undefined;
}
