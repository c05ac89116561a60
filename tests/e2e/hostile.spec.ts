// Every page and route handler, over HTTP through Proxy and Next's router, with generated hostile paths, query
// strings, bodies, content types and API key headers (fast-check), and the Markdown copies' public URLs, on both
// servers (PGlite and PostgreSQL): no response is a 5xx.
// Routes are found on disk (tests/support/app-routes.ts), so new ones join by existing.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { LOCALES } from "../../lib/i18n/locales";
import { appRoutes } from "../support/app-routes";
import { E2E_SERVERS } from "../support/e2e-servers";
import {
  hostileApiKeyHeader,
  hostileBody,
  hostileContentType,
  hostileSegment,
  hostileString,
} from "../support/hostile-input";

const RUNS = Number(process.env.HOSTILE_HTTP_RUNS ?? 25);
const routes = appRoutes();
const counts: Record<string, number> = {};

/** A raw query string: hostile keys and values, sometimes left unencoded (broken percent-encoding included). */
const rawQuery = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          "category",
          "search",
          "limit",
          "offset",
          "cursor",
          "token",
          "error",
          "status",
          "region",
          "near",
          "radius",
          "remote",
          "sort",
          "lat",
          "lng",
        ),
        hostileSegment,
      ),
      fc.oneof(
        hostileSegment,
        hostileString.map((v) => v.replace(/[#&?\s]/g, "")),
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join("&"));

function pathOf(pattern: string, segments: string[]): string {
  let index = 0;
  return pattern.replace(/\[[^\]]+\]/g, () => segments[index++] || "x");
}

async function send(
  request: APIRequestContext,
  base: string,
  method: string,
  url: string,
  body: string | Uint8Array,
  type: string,
  apiKey: [string, string] | null = null,
) {
  const withBody = !["GET", "HEAD"].includes(method);
  const response = await request.fetch(`${base}${url}`, {
    method,
    headers: { ...(withBody && type ? { "content-type": type } : {}), ...(apiKey ? { [apiKey[0]]: apiKey[1] } : {}) },
    data: withBody ? Buffer.from(body) : undefined,
    maxRedirects: 0,
    failOnStatusCode: false,
  });
  return { status: response.status(), text: (await response.text()).slice(0, 300) };
}

for (const server of E2E_SERVERS) {
  test.describe(`hostile input over HTTP on ${server.database}`, () => {
    for (const route of routes) {
      for (const method of route.methods.filter((m) => m !== "OPTIONS")) {
        test(`${method} ${route.pattern} (${route.type})`, async ({ request }) => {
          const segments = fc.array(hostileSegment, { minLength: route.params.length, maxLength: route.params.length });
          await fc.assert(
            fc.asyncProperty(
              segments,
              rawQuery,
              hostileBody,
              hostileContentType,
              hostileApiKeyHeader,
              async (values, query, body, type, apiKey) => {
                counts[server.database] = (counts[server.database] ?? 0) + 1;
                const url = `${pathOf(route.pattern, values)}${query ? `?${query}` : ""}`;
                const { status, text } = await send(request, server.baseURL, method, url, body, type, apiKey);
                expect(status, `${method} ${url} ${apiKey?.[0] ?? ""} → ${status} ${text}`).toBeLessThan(500);
              },
            ),
            { numRuns: RUNS },
          );
        });
      }
    }

    // A listing's Markdown copy is its page URL with .md appended, which the proxy rewrites: on disk it is another
    // path, so the public form is generated here, with and without a language.
    test("GET /{kind}/{slug}.md (the Markdown copy's public URL)", async ({ request }) => {
      const locale = fc.constantFrom("", ...LOCALES.map((code) => `/${code}`), "/xx", "/%00");
      await fc.assert(
        fc.asyncProperty(locale, hostileSegment, hostileSegment, rawQuery, async (prefix, kind, slug, query) => {
          counts[server.database] = (counts[server.database] ?? 0) + 1;
          const url = `${prefix}/${kind || "x"}/${slug || "x"}.md${query ? `?${query}` : ""}`;
          const { status, text } = await send(request, server.baseURL, "GET", url, "", "");
          expect(status, `GET ${url} → ${status} ${text}`).toBeLessThan(500);
        }),
        { numRuns: RUNS * 4 },
      );
    });
  });
}

test.afterAll(() => {
  const dir = path.join(import.meta.dirname, "../../.tmp");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `hostile-http-${process.pid}.json`), JSON.stringify(counts));
});
