// Every error key a route handler can send, gathered from the tables the schemas and handlers use: the catalogue
// test holds each one to all six languages.
import { BRAND_PATCH_ERRORS } from "@/lib/brands/moderation-errors";
import { ADMIN_LOGIN_ERRORS } from "@/lib/auth/admin-login-errors";
import { BRAND_SUBMISSION_ERRORS } from "@/lib/brands/submission";
import { GENERIC_ERRORS } from "@/lib/http/error-codes";
import { FACT_ERRORS, LISTING_ERRORS } from "@/lib/listings/editor-errors";
import { SAFE_FETCH_FAILURES } from "@/lib/http/fetch-failures";
import { AUTH_ERRORS } from "@/lib/auth/auth-errors";
import { REVIEW_ERRORS } from "@/lib/reviews/review-schema";
import { ADMIN_ACTION_ERRORS, OWNER_ERRORS } from "@/lib/owners/owner-errors";
import { REPORT_ERRORS } from "@/lib/reports/report-schema";
import { NEAR_COUNTRY } from "@/server/geo/near-place";
import {
  PLACE_AMBIGUOUS,
  PLACE_EMPTY,
  PLACE_UNKNOWN,
  PLACE_UNKNOWN_WITH_SUGGESTIONS,
} from "@/server/geo/resolve-place";
import { NEAR_QUERY_ERRORS } from "@/lib/geo/near-query-schema";
import { VERIFIER_ERRORS } from "@/lib/verifier/schema";
import { PANEL_ERRORS } from "@/lib/listings/panel-errors";
import { IMPORT_ERRORS } from "@/lib/import/import-errors";
import { SUPPLEMENT_ERRORS } from "@/lib/listings/supplement-errors";
import { BUYER_FACT_ERRORS } from "@/lib/listings/buyer-fact-errors";
import { PAYMENT_ERRORS } from "@/lib/payments/payment-errors";
import { HEALTH_CLAIM_ERRORS } from "@/lib/health-claims/errors";

export const ERROR_CODES: readonly string[] = [
  ...Object.values(GENERIC_ERRORS),
  ...SAFE_FETCH_FAILURES.map((failure) => `errors.fetch.${failure}`),
  ...Object.values(AUTH_ERRORS),
  ...Object.values(ADMIN_LOGIN_ERRORS),
  ...Object.values(BRAND_PATCH_ERRORS),
  ...Object.values(LISTING_ERRORS),
  ...Object.values(FACT_ERRORS),
  ...Object.values(BRAND_SUBMISSION_ERRORS),
  ...Object.values(OWNER_ERRORS),
  ...Object.values(ADMIN_ACTION_ERRORS),
  ...Object.values(REPORT_ERRORS),
  ...Object.values(REVIEW_ERRORS),
  ...Object.values(NEAR_QUERY_ERRORS),
  ...Object.values(VERIFIER_ERRORS),
  ...Object.values(PANEL_ERRORS),
  ...Object.values(IMPORT_ERRORS),
  ...Object.values(SUPPLEMENT_ERRORS),
  ...Object.values(BUYER_FACT_ERRORS),
  ...Object.values(PAYMENT_ERRORS),
  ...Object.values(HEALTH_CLAIM_ERRORS),
  PLACE_EMPTY,
  PLACE_AMBIGUOUS,
  PLACE_UNKNOWN,
  PLACE_UNKNOWN_WITH_SUGGESTIONS,
  NEAR_COUNTRY,
];
