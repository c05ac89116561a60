import fc from "fast-check";
import { validateHeaderValue } from "node:http";
import { expect, test } from "vitest";

import { hostileApiKeyHeader } from "../support/hostile-input";

// The e2e suite sends these through Node's HTTP client, which refuses a value it cannot put on the wire; such a value
// would fail the suite on the client's side without ever reaching the server.
test("every hostile API key header is one an HTTP client can send", () => {
  for (const header of fc.sample(hostileApiKeyHeader, { numRuns: 20_000, seed: 1 })) {
    if (header) expect(() => validateHeaderValue(header[0], header[1]), JSON.stringify(header)).not.toThrow();
  }
});
