import { describe, expect, it } from "vitest";
import { sanitizeForwarding } from "../../scripts/lib/forwarding";

describe("sanitizeForwarding (scripts/serve.ts)", () => {
  const incoming = () => ({
    host: "longevity.example",
    "x-forwarded-for": "6.6.6.6",
    "x-real-ip": "6.6.6.6",
    "x-forwarded-proto": "http",
    "cf-ipcountry": "NL",
    accept: "text/html",
  });

  it("without a trusted proxy drops the client's forwarding headers and uses the socket's address", () => {
    const headers = incoming();
    sanitizeForwarding(headers, "203.0.113.5", false);
    expect(headers).toEqual({ host: "longevity.example", "x-forwarded-for": "203.0.113.5", accept: "text/html" });
  });

  it("behind a trusted proxy keeps them", () => {
    const headers = incoming();
    sanitizeForwarding(headers, "10.0.0.2", true);
    expect(headers).toEqual(incoming());
  });
});
