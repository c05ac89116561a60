import "server-only";
import type { SafeFetchOptions } from "./safe-fetch";

// Tests serve brand sites from local HTTP servers: tests/support/enrichment-fetch.ts sets the fetch options here
// (a loopback allowlist and a resolver). A production build never reads them, and address-policy.ts ignores any
// allowlist in production as well, so no setting or variable can open private addresses there.
const TEST_OPTIONS = Symbol.for("longevity-directory.test.enrichment-fetch-options");

type WithTestOptions = { [TEST_OPTIONS]?: SafeFetchOptions };

/** The options every enrichment fetch uses: the strict defaults of safeFetch. */
export function enrichmentFetchOptions(): SafeFetchOptions {
  if (process.env.NODE_ENV === "production") return {};
  return (globalThis as WithTestOptions)[TEST_OPTIONS] ?? {};
}
