// TEST ONLY. safeFetch refuses 127.0.0.1, but the enrichment tests serve pages from a local HTTP server; this
// policy lets through exactly 127.0.0.1 on that server's port and nothing else. Production code never builds one,
// and address-policy.ts ignores any allowlist under NODE_ENV=production and for non-loopback addresses.
import type { FetchPolicy } from "@/server/enrichment/address-policy";

export function loopbackFetchPolicy(port: number): FetchPolicy {
  return { allowedEndpoints: [{ address: "127.0.0.1", port }] };
}
