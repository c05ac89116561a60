// TEST ONLY. Points every enrichment fetch of the app (GET /api/enrich-brand, POST /api/data/brands) at local
// HTTP servers: a loopback allowlist for their ports and a resolver that answers 127.0.0.1 for any host name.
// server/enrichment/fetch-options.ts reads this outside production only, and address-policy.ts ignores
// allowlists in production besides.
import type { HostResolver } from "@/server/enrichment/resolve-host";
import type { SafeFetchOptions } from "@/server/enrichment/safe-fetch";

const TEST_OPTIONS = Symbol.for("longevity-directory.test.enrichment-fetch-options");

type WithTestOptions = { [TEST_OPTIONS]?: SafeFetchOptions };

const loopbackResolver: HostResolver = async () => [{ address: "127.0.0.1", family: 4 }];

/** Lets enrichment reach 127.0.0.1 on these ports, with every host name resolving there. */
export function useLoopbackEnrichment(ports: number[]): void {
  (globalThis as WithTestOptions)[TEST_OPTIONS] = {
    policy: { allowedEndpoints: ports.map((port) => ({ address: "127.0.0.1", port })) },
    resolver: loopbackResolver,
    timeoutMs: 3_000,
  };
}

/** Back to the strict defaults. */
export function resetEnrichmentFetch(): void {
  delete (globalThis as WithTestOptions)[TEST_OPTIONS];
}
