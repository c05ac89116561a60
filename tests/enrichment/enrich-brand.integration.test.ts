import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrichBrand } from "@/server/enrichment/enrich-brand";
import type { HostResolver } from "@/server/enrichment/resolve-host";
import { loopbackFetchPolicy } from "../support/loopback-fetch-policy";

const HOME = `<!doctype html><html><head>
<title>Home | Acme Longevity</title>
<meta name="description" content="Longevity clinic in Amsterdam.">
<link rel="apple-touch-icon" href="/apple-touch-icon.png">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"MedicalClinic","name":"Acme Longevity",
"address":{"@type":"PostalAddress","addressCountry":"NL"},"aggregateRating":{"ratingValue":4.6,"reviewCount":87}}</script>
</head><body></body></html>`;

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/") {
      res.writeHead(301, { location: "/en/" });
      return res.end();
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(HOME);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const localResolver: HostResolver = async () => [{ address: "127.0.0.1", family: 4 }];

describe("enrichBrand", () => {
  it("fetches the site (following its redirect) and gathers the brand data", async () => {
    const result = await enrichBrand(`http://acme-longevity.test:${port}/`, {
      policy: loopbackFetchPolicy(port),
      resolver: localResolver,
    });
    expect(result).toEqual({
      ok: true,
      url: `http://acme-longevity.test:${port}/en/`,
      data: {
        name: "Acme Longevity",
        description: "Longevity clinic in Amsterdam.",
        logoUrl: `http://acme-longevity.test:${port}/apple-touch-icon.png`,
        country: "Netherlands",
        region: "Europe",
        rating: 4.6,
        reviewCount: 87,
        featuredReview: null,
        reviewSource: null,
      },
    });
  });

  it("adds https:// when the scheme is missing (so this plain-HTTP server fails the TLS handshake)", async () => {
    await expect(
      enrichBrand(`acme-longevity.test:${port}`, { policy: loopbackFetchPolicy(port), resolver: localResolver }),
    ).resolves.toEqual({
      ok: false,
      reason: "network_error",
    });
  });

  it("passes refusals through", async () => {
    await expect(enrichBrand("javascript:alert(1)")).resolves.toEqual({ ok: false, reason: "blocked_scheme" });
    await expect(enrichBrand("http://169.254.169.254/")).resolves.toEqual({ ok: false, reason: "blocked_address" });
    await expect(enrichBrand("not a url at all")).resolves.toEqual({ ok: false, reason: "invalid_url" });
  });
});
