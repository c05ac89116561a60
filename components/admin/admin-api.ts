import { APPROVE_BRAND_PATCH, type AdminBrand } from "@/lib/admin/brand-types";
import { apiRequest } from "@/lib/api-client";

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
