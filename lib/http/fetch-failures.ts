/** Why a website could not be read: the enrichment's `reason`, each said by the `errors.fetch` catalogue group. */
export const SAFE_FETCH_FAILURES = [
  "invalid_url",
  "blocked_address",
  "blocked_port",
  "blocked_scheme",
  "too_many_redirects",
  "timeout",
  "too_large",
  "not_html",
  "http_error",
  "network_error",
] as const;

export type SafeFetchFailureCode = (typeof SAFE_FETCH_FAILURES)[number];
