// Which requests run Proxy, and which CSP every path gets, read the way Next reads them: proxy.ts's literal matcher
// through Next's own static parser and matcher, next.config.ts's header rules through Next's route compiler.
import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { extractExportedConstValue } from "next/dist/build/analysis/extract-const-value";
import * as pageStaticInfo from "next/dist/build/analysis/get-page-static-info";
import { parseModule } from "next/dist/build/analysis/parse-module";
import { loadBindings } from "next/dist/build/swc";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_SERVER } from "next/constants";
import { buildCustomRoute } from "next/dist/lib/build-custom-route";
import type { Header } from "next/dist/lib/load-custom-routes";
import { getMiddlewareRouteMatcher } from "next/dist/shared/lib/router/utils/middleware-route-matcher";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { matchHas } from "next/dist/shared/lib/router/utils/prepare-destination";
import nextConfig from "../../next.config";
import { DETAIL_ROUTES, LISTING_PATH_SEGMENTS } from "@/lib/directory/detail-routes";
import { DIRECTORY_FILTER_QUERY_KEYS } from "@/lib/directory/directory-rewrites";
import { DIRECTORY_PATH } from "@/lib/directory/directory-path";
import { directoryViewPath } from "@/lib/directory/directory-view";
import { ALL_CATEGORY_VALUES, COUNTRIES } from "@/lib/directory/filters";
import { DIRECTORY_CATEGORIES } from "@/lib/directory/kinds";
import { PER_REQUEST_PAGES } from "@/lib/security/page-rendering";

type Request = Parameters<typeof matchHas>[0];
type ProxyMatchers = Parameters<typeof getMiddlewareRouteMatcher>[0];
/** How Next compiles the matcher at build time (exported at run time, though not in its type declarations). */
const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers: (matcher: unknown, nextConfig: object) => ProxyMatchers;
};
const requestWith = (headers: Record<string, string>) => ({ headers }) as unknown as Request;
type Query = Parameters<typeof matchHas>[1];

// The SWC parser Next reads proxy.ts with at build time.
beforeAll(() => loadBindings());

async function proxyMatcher() {
  const file = path.join(import.meta.dirname, "../../proxy.ts");
  const extracted = extractExportedConstValue(await parseModule(file, readFileSync(file, "utf8")), "config");
  if (!extracted || !("value" in extracted))
    throw new Error(`Next cannot read proxy.ts's config: ${JSON.stringify(extracted)}`);
  const config = extracted.value as { matcher: unknown };
  const match = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {}));
  return (pathname: string, headers: Record<string, string> = {}, query: Query = {}) =>
    match(pathname, requestWith(headers) as never, query);
}

/** The CSP values next.config.ts sets on a path for a host, as Next's router would apply them. */
async function configCsps(phase: string, pathname: string, host: string): Promise<string[]> {
  const rules = ((await nextConfig(phase).headers?.()) ?? []) as Header[];
  const request = requestWith({ host });
  return rules
    .map((rule) => buildCustomRoute("header", rule))
    .filter(
      (route) => new RegExp(route.regex).test(pathname) && matchHas(request, {}, route.has, route.missing) !== false,
    )
    .flatMap((route) =>
      route.headers.filter((header) => header.key === "content-security-policy").map((header) => header.value),
    );
}

/** Where next.config.ts's first matching rewrite sends a path with this query (null: nowhere, the page answers). */
async function configRewrite(query: Query, pathname: string = DIRECTORY_PATH): Promise<string | null> {
  const rewrites = await nextConfig(PHASE_PRODUCTION_SERVER).rewrites?.();
  const rules = (rewrites && !Array.isArray(rewrites) ? rewrites.beforeFiles : undefined) ?? [];
  for (const rule of rules) {
    const pathParams = getPathMatch(rule.source, { removeUnnamedParams: true, strict: true })(pathname);
    if (!pathParams) continue;
    const params = matchHas(requestWith({}), query, rule.has, rule.missing);
    if (params === false) continue;
    const values: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries({ ...pathParams, ...params }))
      values[name] = Array.isArray(value) ? value.join("/") : (value as string | undefined);
    return rule.destination
      .replace(/\/:(\w+)\*/g, (_, name: string) => (values[name] ? `/${values[name]}` : ""))
      .replace(/:(\w+)/g, (_, name: string) => String(values[name]));
  }
  return null;
}

const isDetailRoute = (segment: string) => (DETAIL_ROUTES as readonly string[]).includes(segment);
const CACHED_PAGES = [
  "/",
  "/oura",
  ...DETAIL_ROUTES.map((route) => `/${route}/some-slug`),
  "/addnew",
  "/reviews",
  "/help",
  "/no-such-page",
  "/homeopathy",
  "/profiles",
  "/analytics-debug",
  "/test-audit",
  "/sitemap.xml",
];

describe("Proxy runs only where it has work", () => {
  it("on every per-request page and below it, the /brands alias and collection links, the directory's internal paths and every API", async () => {
    const matches = await proxyMatcher();
    const needed = [
      ...PER_REQUEST_PAGES.flatMap((page) => [page, `${page}/x`]),
      ...LISTING_PATH_SEGMENTS.flatMap((segment) => [
        `/${segment}/%E0%A4%A`,
        ...(isDetailRoute(segment) ? [] : [`/${segment}/some-slug`]),
      ]),
      `${DIRECTORY_PATH}/clinics`,
      "/api/clinics",
      "/api/auth/user",
    ];
    for (const pathname of needed) expect(matches(pathname), pathname).toBe(true);
  });

  it("not on cached public pages, unless a proxy in front says the visitor came over plain http", async () => {
    const matches = await proxyMatcher();
    for (const pathname of CACHED_PAGES) {
      expect(matches(pathname), pathname).toBe(false);
      expect(matches(pathname, { "x-forwarded-proto": "https" }), pathname).toBe(false);
      expect(matches(pathname, { "x-forwarded-proto": "http" }), `${pathname} over http`).toBe(true);
      expect(matches(pathname, { "x-forwarded-proto": "http, https" }), `${pathname} over http, then https`).toBe(true);
    }
    expect(matches("/_next/static/chunks/app.js", { "x-forwarded-proto": "http" })).toBe(false);
  });

  it("on any path with a percent-escape (Proxy repairs broken ones) and any request with a body", async () => {
    const matches = await proxyMatcher();
    for (const pathname of [
      "/sitemaps/%E0%A4%A",
      "/og/category/%E0%A4%A",
      "/og/listing/%E0%A4%A/x",
      "/%ZZ",
      "/oura%00",
    ])
      expect(matches(pathname), pathname).toBe(true);
    for (const pathname of CACHED_PAGES) {
      for (const header of ["content-type", "content-length", "transfer-encoding", "next-action"]) {
        expect(
          matches(pathname, { [header]: header === "content-length" ? "0" : "x" }),
          `${pathname} with ${header}`,
        ).toBe(true);
      }
    }
  });
});

describe("next.config.ts sets the static CSP on every path but the per-request pages", () => {
  it("exactly one static CSP on cached paths, none on per-request pages (Proxy sets their nonce CSP)", async () => {
    for (const pathname of [...CACHED_PAGES, "/directory", "/clinic/x", "/api/clinics"]) {
      const csps = await configCsps(PHASE_PRODUCTION_SERVER, pathname, "longevity.example");
      expect(csps, pathname).toHaveLength(1);
      expect(csps[0]).toContain("script-src 'self' 'unsafe-inline'");
      expect(csps[0]).toContain("upgrade-insecure-requests");
    }
    for (const pathname of PER_REQUEST_PAGES.flatMap((page) => [page, `${page}/x`])) {
      expect(await configCsps(PHASE_PRODUCTION_SERVER, pathname, "longevity.example"), pathname).toEqual([]);
    }
  });

  it("plain-http local hosts go without upgrade-insecure-requests, and development allows eval", async () => {
    for (const host of ["localhost:3000", "127.0.0.1:3100", "[::1]:3000"]) {
      const [csp] = await configCsps(PHASE_PRODUCTION_SERVER, "/", host);
      expect(csp, host).not.toContain("upgrade-insecure-requests");
      expect(csp, host).not.toContain("unsafe-eval");
    }
    const [dev] = await configCsps(PHASE_DEVELOPMENT_SERVER, "/", "localhost:3000");
    expect(dev).toContain("'unsafe-eval'");
  });
});

describe("plain directory views skip Proxy and still land on the view Proxy would choose", () => {
  const keys = ["category", ...DIRECTORY_FILTER_QUERY_KEYS, "utm_source"];
  const values = fc.constantFrom(
    "",
    "all",
    "Clinics",
    "nonsense",
    "Europe",
    "All Regions",
    "sleep",
    ...Object.keys(DIRECTORY_CATEGORIES),
    ...ALL_CATEGORY_VALUES.slice(0, 4).map((o) => o.value),
    ...COUNTRIES.slice(0, 2).map((o) => o.value),
  );
  const queries = fc.dictionary(fc.constantFrom(...keys), values, { maxKeys: 3 });

  it("a query Proxy does not see is rewritten to the prerendered view its parser picks; a search or filter never is", async () => {
    const matches = await proxyMatcher();
    await fc.assert(
      fc.asyncProperty(queries, async (query) => {
        const url = new URL(`${DIRECTORY_PATH}?${new URLSearchParams(query)}`, "http://x");
        const view = directoryViewPath(url);
        for (const [prefix, locale] of [
          ["", "en"],
          ["/de", "de"],
        ]) {
          const rewrite = await configRewrite(query, `${prefix}${DIRECTORY_PATH}`);
          if (!matches(`${prefix}${DIRECTORY_PATH}`, {}, query)) {
            expect(view, `${url.search}: a search or filter must reach Proxy`).not.toBeNull();
            expect(rewrite, `${prefix} ${url.search}`).toBe(`/${locale}${view?.path}`);
          }
          // After Proxy lets a search or filtered view through, the rewrites leave it to the page in its locale.
          if (view === null) expect(rewrite, `${prefix} ${url.search}`).toBe(prefix ? null : `/en${DIRECTORY_PATH}`);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("examples: plain views, a tracking parameter, an empty search, a sub-category of 'all', a filter", async () => {
    const matches = await proxyMatcher();
    expect(matches(DIRECTORY_PATH)).toBe(false);
    expect(await configRewrite({})).toBe("/en/directory/all");
    expect(await configRewrite({ category: "clinics", utm_source: "x", search: "" })).toBe("/en/directory/clinics");
    expect(await configRewrite({ category: "labs" }, "/fr/directory")).toBe("/fr/directory/labs");
    expect(matches(DIRECTORY_PATH, {}, { category: "clinics" })).toBe(false);
    expect(matches(DIRECTORY_PATH, {}, { category: ALL_CATEGORY_VALUES[0]!.value })).toBe(true);
    expect(matches(DIRECTORY_PATH, {}, { category: "labs", testTypes: "blood" })).toBe(true);
    expect(await configRewrite({ category: "labs", testTypes: "blood" })).toBe("/en/directory");
    expect(await configRewrite({ category: "labs", testTypes: "blood" }, "/de/directory")).toBeNull();
  });
});

describe("languages: English keeps its URLs, other locales their prefix, and Proxy stays off cached pages", () => {
  it("serves every unprefixed page from app/[locale] as English, and leaves prefixed, API and static paths alone", async () => {
    expect(await configRewrite({}, "/")).toBe("/en");
    expect(await configRewrite({}, "/help")).toBe("/en/help");
    expect(await configRewrite({}, "/clinic/some-slug")).toBe("/en/clinic/some-slug");
    expect(await configRewrite({}, "/delivery")).toBe("/en/delivery");
    for (const pathname of ["/de", "/de/help", "/fr/clinic/x", "/en/help", "/api/clinics", "/_next/static/x.js"])
      expect(await configRewrite({}, pathname), pathname).toBeNull();
    for (const pathname of ["/og/listing/clinic/x", "/sitemaps/0.xml", "/sitemap.xml", "/robots.txt", "/icons.svg"])
      expect(await configRewrite({}, pathname), pathname).toBeNull();
  });

  it("runs Proxy on prefixed per-request pages and listing aliases, never on prefixed cached pages", async () => {
    const matches = await proxyMatcher();
    for (const locale of ["de", "fr", "es", "it", "nl"]) {
      for (const page of PER_REQUEST_PAGES) expect(matches(`/${locale}${page}`), `/${locale}${page}`).toBe(true);
      expect(matches(`/${locale}/brands/x`)).toBe(true);
      expect(matches(`/${locale}/clinics/x`)).toBe(true);
      expect(matches(`/${locale}${DIRECTORY_PATH}`, {}, { search: "x" })).toBe(true);
      for (const pathname of CACHED_PAGES.filter((path) => path !== "/sitemap.xml"))
        expect(matches(`/${locale}${pathname === "/" ? "" : pathname}`), `/${locale}${pathname}`).toBe(false);
      expect(matches(`/${locale}${DIRECTORY_PATH}`, {}, { category: "clinics" })).toBe(false);
    }
  });
});
