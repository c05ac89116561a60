// Every route handler of the app, driven in-process with generated hostile input (fast-check): path params, query
// strings, bodies, content types, origins and API key headers. No response may be a 5xx, nor carry a stack trace. Runs on PostgreSQL
// and on PGlite (the integration project runs once per database). New routes join through tests/support/app-routes.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { NextRequest } from "next/server";
import { afterAll, describe, expect, it } from "vitest";
import { appRoutes } from "../support/app-routes";
import {
  hostileApiKeyHeader,
  hostileBody,
  hostileContentType,
  hostileQuery,
  hostileString,
} from "../support/hostile-input";

type Handler = (req: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response> | Response;

const RUNS = Number(process.env.HOSTILE_RUNS ?? 60);
const ORIGIN = "http://localhost:3000";
const routes = appRoutes().filter((route) => route.type === "route");
let generated = 0;

const origin = fc.constantFrom<string | undefined>(undefined, ORIGIN, "https://evil.example", "null");
const ip = fc.ipV4();

function requestOf(
  method: string,
  pattern: string,
  input: {
    params: Record<string, string>;
    query: Record<string, string>;
    body: string | Uint8Array;
    type: string;
    origin?: string;
    ip: string;
    apiKey: [string, string] | null;
  },
) {
  const url = new URL(
    pattern.replace(/\[([^\]]+)\]/g, (_, name: string) =>
      encodeURIComponent((input.params[name] ?? "x").toWellFormed()),
    ),
    ORIGIN,
  );
  for (const [key, value] of Object.entries(input.query)) url.searchParams.append(key, value);
  const headers = new Headers({ "x-forwarded-for": input.ip, "user-agent": "hostile-suite" });
  if (input.origin) headers.set("origin", input.origin);
  if (input.apiKey) headers.set(...input.apiKey);
  const hasBody = !["GET", "HEAD"].includes(method);
  if (hasBody && input.type) headers.set("content-type", input.type);
  return new NextRequest(url, {
    method,
    headers,
    body: hasBody ? (typeof input.body === "string" ? input.body : Buffer.from(input.body)) : undefined,
  });
}

async function expectNoServerError(response: Response, label: string) {
  const text = await response.text();
  expect(response.status, `${label} → ${response.status} ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(text, `${label}: a stack trace leaked`).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
}

describe.each(routes)("$pattern ($file)", (route) => {
  it.each(route.methods.filter((m) => m !== "OPTIONS"))("%s never answers 5xx to hostile input", async (method) => {
    const routeModule = (await import(`@/${route.file.replace(/\.tsx?$/, "")}`)) as Record<string, Handler>;
    const handler = routeModule[method];
    expect(handler, `${route.file} exports ${method}`).toBeTypeOf("function");
    const params = fc.record(Object.fromEntries(route.params.map((name) => [name, hostileString]))) as fc.Arbitrary<
      Record<string, string>
    >;
    await fc.assert(
      fc.asyncProperty(
        params,
        hostileQuery,
        hostileBody,
        hostileContentType,
        origin,
        ip,
        hostileApiKeyHeader,
        async (routeParams, query, body, type, from, address, apiKey) => {
          generated++;
          const input = { params: routeParams, query, body, type, origin: from, ip: address, apiKey };
          const response = await handler!(requestOf(method, route.pattern, input), {
            params: Promise.resolve(routeParams),
          });
          await expectNoServerError(
            response,
            `${method} ${route.pattern} ${JSON.stringify({ ...input, body: String(body).slice(0, 80) })}`,
          );
        },
      ),
      { numRuns: RUNS },
    );
  });
});

afterAll(() => {
  const dir = path.join(import.meta.dirname, "../../.tmp");
  mkdirSync(dir, { recursive: true });
  const kind = process.env.TEST_DB_KIND ?? "pglite";
  writeFileSync(
    path.join(dir, `hostile-route-handlers-${kind}.json`),
    JSON.stringify({ routes: routes.length, generated }),
  );
  console.log(`[hostile] ${generated} generated requests over ${routes.length} route handlers on ${kind}`);
});
