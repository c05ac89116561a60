// TEST ONLY. `npm run jobs:verify` as the fault tests run it in a child process: the same script, with the
// verifier's fetches pointed at the tests' local sites (a loopback allowlist for VERIFIER_TEST_PORTS and a resolver
// answering 127.0.0.1), which a production build never reads.
import { useLoopbackEnrichment as allowLoopbackSites } from "../support/enrichment-fetch";

allowLoopbackSites((process.env.VERIFIER_TEST_PORTS ?? "").split(",").map(Number));
await import("../../scripts/jobs/verify-listings");
