import { describe, expect, it } from "vitest";
import { directoryApiUrl, directoryHref, directoryQuery, parseDirectoryState } from "@/lib/directory/directory-schema";
import { directoryViewPath } from "@/lib/directory/directory-view";

// What a directory URL is canonically, which internal page serves it (the route cache's key) and which API URL
// fetches its first page (the client cache's key, in English and in German). A change here changes shared links,
// cached renders and cached answers: it must be deliberate.
const TABLE: readonly { url: string; canonical: string; view: string; api: string; apiDe: string }[] = [
  {
    url: "/directory",
    canonical: "/directory",
    view: "rewrite /directory/all",
    api: "/api/directory?region=Europe",
    apiDe: "/api/directory?region=Europe&locale=de",
  },
  {
    url: "/directory?category=clinics",
    canonical: "/directory?category=clinics",
    view: "rewrite /directory/clinics",
    api: "/api/clinics?region=Europe&limit=20&offset=0",
    apiDe: "/api/clinics?region=Europe&limit=20&offset=0&locale=de",
  },
  {
    url: "/directory?category=social",
    canonical: "/directory?category=social",
    view: "rewrite /directory/social",
    api: "/api/communities?region=Europe&limit=20&offset=0",
    apiDe: "/api/communities?region=Europe&limit=20&offset=0&locale=de",
  },
  {
    url: "/directory?category=spaceships&verified=yes",
    canonical: "/directory",
    view: "rewrite /directory/all",
    api: "/api/directory?region=Europe",
    apiDe: "/api/directory?region=Europe&locale=de",
  },
  {
    url: "/directory?search=%20longevity%20",
    canonical: "/directory?search=longevity",
    view: "search /directory/search/c2VhcmNoPWxvbmdldml0eQ",
    api: "/api/directory?search=longevity&region=Europe&limit=20&offset=0",
    apiDe: "/api/directory?search=longevity&region=Europe&limit=20&offset=0&locale=de",
  },
  {
    url: "/directory?country=Germany&category=clinics&search=sleep&specialties=longevity",
    canonical: "/directory?category=clinics&search=sleep&country=Germany&specialties=longevity",
    view: "search /directory/search/Y2F0ZWdvcnk9Y2xpbmljcyZzZWFyY2g9c2xlZXAmY291bnRyeT1HZXJtYW55JnNwZWNpYWx0aWVzPWxvbmdldml0eQ",
    api: "/api/clinics?search=sleep&region=Europe&country=Germany&specialties=longevity&limit=20&offset=0",
    apiDe: "/api/clinics?search=sleep&region=Europe&country=Germany&specialties=longevity&limit=20&offset=0&locale=de",
  },
  {
    url: "/directory?category=clinics&region=Europe&verified=all&sort=",
    canonical: "/directory?category=clinics",
    view: "rewrite /directory/clinics",
    api: "/api/clinics?region=Europe&limit=20&offset=0",
    apiDe: "/api/clinics?region=Europe&limit=20&offset=0&locale=de",
  },
  {
    url: "/directory?region=All+Regions",
    canonical: "/directory?region=All+Regions",
    view: "search /directory/search/cmVnaW9uPUFsbCtSZWdpb25z",
    api: "/api/directory",
    apiDe: "/api/directory?locale=de",
  },
  {
    url: "/directory?category=supplements&brand=%20Thorne%20&priceMax=50&priceMin=abc",
    canonical: "/directory?category=supplements&brand=Thorne&priceMax=50",
    view: "search /directory/search/Y2F0ZWdvcnk9c3VwcGxlbWVudHMmYnJhbmQ9VGhvcm5lJnByaWNlTWF4PTUw",
    api: "/api/supplements?region=Europe&brand=Thorne&priceMax=50&limit=20&offset=0",
    apiDe: "/api/supplements?region=Europe&brand=Thorne&priceMax=50&limit=20&offset=0&locale=de",
  },
  {
    url: "/directory?near=Berlin",
    canonical: "/directory?near=Berlin",
    view: "search /directory/search/bmVhcj1CZXJsaW4",
    api: "/api/directory?region=Europe&near=Berlin&limit=20&offset=0",
    apiDe: "/api/directory?region=Europe&near=Berlin&limit=20&offset=0&locale=de",
  },
  {
    url: "/directory?category=clinics&near=Berlin&radius=50&remote=true&sort=rating",
    canonical: "/directory?category=clinics&sort=rating&near=Berlin&radius=50&remote=true",
    view: "search /directory/search/Y2F0ZWdvcnk9Y2xpbmljcyZzb3J0PXJhdGluZyZuZWFyPUJlcmxpbiZyYWRpdXM9NTAmcmVtb3RlPXRydWU",
    api: "/api/clinics?region=Europe&sort=rating&near=Berlin&radius=50&remote=true&limit=20&offset=0",
    apiDe: "/api/clinics?region=Europe&sort=rating&near=Berlin&radius=50&remote=true&limit=20&offset=0&locale=de",
  },
  {
    url: "/directory?near=Berlin&radius=7",
    canonical: "/directory?near=Berlin",
    view: "search /directory/search/bmVhcj1CZXJsaW4",
    api: "/api/directory?region=Europe&near=Berlin&limit=20&offset=0",
    apiDe: "/api/directory?region=Europe&near=Berlin&limit=20&offset=0&locale=de",
  },
  {
    url: "/directory?category=labs&testTypes=dna&verified=true",
    canonical: "/directory?category=labs&testTypes=dna",
    view: "search /directory/search/Y2F0ZWdvcnk9bGFicyZ0ZXN0VHlwZXM9ZG5h",
    api: "/api/labs?region=Europe&testTypes=dna&limit=20&offset=0",
    apiDe: "/api/labs?region=Europe&testTypes=dna&limit=20&offset=0&locale=de",
  },
  {
    url: "/directory?category=clinics&sort=distance",
    canonical: "/directory?category=clinics",
    view: "rewrite /directory/clinics",
    api: "/api/clinics?region=Europe&limit=20&offset=0",
    apiDe: "/api/clinics?region=Europe&limit=20&offset=0&locale=de",
  },
  {
    url: "/directory?category=clinics&near=Berlin&sort=price",
    canonical: "/directory?category=clinics&near=Berlin",
    view: "search /directory/search/Y2F0ZWdvcnk9Y2xpbmljcyZuZWFyPUJlcmxpbg",
    api: "/api/clinics?region=Europe&near=Berlin&limit=20&offset=0",
    apiDe: "/api/clinics?region=Europe&near=Berlin&limit=20&offset=0&locale=de",
  },
  {
    url: "/directory?search=vitamin+%C3%A9",
    canonical: "/directory?search=vitamin+%C3%A9",
    view: "search /directory/search/c2VhcmNoPXZpdGFtaW4rJUMzJUE5",
    api: "/api/directory?search=vitamin+%C3%A9&region=Europe&limit=20&offset=0",
    apiDe: "/api/directory?search=vitamin+%C3%A9&region=Europe&limit=20&offset=0&locale=de",
  },
  // A lab's panel filters: every marker required, in alphabetical order, malformed slugs dropped (a well-formed one the catalogue lacks matches nothing); whole
  // euros per measured marker.
  {
    url: "/directory?category=labs&markers=LPA,apob,uni_corn,apob&maxPerMarker=5",
    canonical: "/directory?category=labs&markers=apob%2Clpa&maxPerMarker=5",
    view: "search /directory/search/Y2F0ZWdvcnk9bGFicyZtYXJrZXJzPWFwb2IlMkNscGEmbWF4UGVyTWFya2VyPTU",
    api: "/api/labs?region=Europe&markers=apob%2Clpa&maxPerMarker=5&limit=20&offset=0",
    apiDe: "/api/labs?region=Europe&markers=apob%2Clpa&maxPerMarker=5&limit=20&offset=0&locale=de",
  },
  {
    url: "/directory?category=labs&markers=uni_corn&maxPerMarker=0",
    canonical: "/directory?category=labs",
    view: "rewrite /directory/labs",
    api: "/api/labs?region=Europe&limit=20&offset=0",
    apiDe: "/api/labs?region=Europe&limit=20&offset=0&locale=de",
  },
  // Diagnostics from the one catalogue, on practitioners as on clinics.
  {
    url: "/directory?category=practitioners&diagnostics=dexa",
    canonical: "/directory?category=practitioners&diagnostics=dexa",
    view: "search /directory/search/Y2F0ZWdvcnk9cHJhY3RpdGlvbmVycyZkaWFnbm9zdGljcz1kZXhh",
    api: "/api/practitioners?region=Europe&diagnostics=dexa&limit=20&offset=0",
    apiDe: "/api/practitioners?region=Europe&diagnostics=dexa&limit=20&offset=0&locale=de",
  },
  // A wearable's two-year cost in whole euros and a metric validated by a study; an unknown metric is dropped.
  {
    url: "/directory?category=wearables&validatedMetric=hrv&maxTwoYearCost=500",
    canonical: "/directory?category=wearables&maxTwoYearCost=500&validatedMetric=hrv",
    view: "search /directory/search/Y2F0ZWdvcnk9d2VhcmFibGVzJm1heFR3b1llYXJDb3N0PTUwMCZ2YWxpZGF0ZWRNZXRyaWM9aHJ2",
    api: "/api/wearables?region=Europe&maxTwoYearCost=500&validatedMetric=hrv&limit=20&offset=0",
    apiDe: "/api/wearables?region=Europe&maxTwoYearCost=500&validatedMetric=hrv&limit=20&offset=0&locale=de",
  },
  {
    url: "/directory?category=wearables&validatedMetric=vibes&maxTwoYearCost=1.5",
    canonical: "/directory?category=wearables",
    view: "rewrite /directory/wearables",
    api: "/api/wearables?region=Europe&limit=20&offset=0",
    apiDe: "/api/wearables?region=Europe&limit=20&offset=0&locale=de",
  },
  // A clinic's cheapest listed service in whole euros; a fraction is dropped.
  {
    url: "/directory?category=clinics&maxServicePrice=0300",
    canonical: "/directory?category=clinics&maxServicePrice=300",
    view: "search /directory/search/Y2F0ZWdvcnk9Y2xpbmljcyZtYXhTZXJ2aWNlUHJpY2U9MzAw",
    api: "/api/clinics?region=Europe&maxServicePrice=300&limit=20&offset=0",
    apiDe: "/api/clinics?region=Europe&maxServicePrice=300&limit=20&offset=0&locale=de",
  },
  {
    url: "/directory?category=clinics&maxServicePrice=99.5",
    canonical: "/directory?category=clinics",
    view: "rewrite /directory/clinics",
    api: "/api/clinics?region=Europe&limit=20&offset=0",
    apiDe: "/api/clinics?region=Europe&limit=20&offset=0&locale=de",
  },
];

const viewOf = (url: string) => {
  const path = directoryViewPath(new URL(url, "http://localhost"));
  return path ? `${path.type} ${path.path}` : null;
};

describe("the directory's canonical URLs and cache keys", () => {
  for (const row of TABLE) {
    it(`${row.url} is ${row.canonical}`, () => {
      const state = parseDirectoryState(new URL(row.url, "http://localhost").searchParams);
      expect(directoryHref(state)).toBe(row.canonical);
      expect(viewOf(row.url)).toBe(row.view);
      expect(viewOf(row.canonical)).toBe(row.view);
      expect(directoryApiUrl(directoryQuery(state))).toBe(row.api);
      expect(directoryApiUrl(directoryQuery(state), "de")).toBe(row.apiDe);
    });
  }

  it("sends the internal paths of a searched or plain view to the public URL, and any other path to a 404", () => {
    expect(viewOf("/directory/search/c2VhcmNoPWxvbmdldml0eQ")).toBe("redirect /directory?search=longevity");
    expect(viewOf("/directory/clinics")).toBe("redirect /directory?category=clinics");
    expect(viewOf("/directory/all")).toBe("redirect /directory");
    expect(viewOf("/directory/spaceships")).toBe("rewrite /__not-found__");
    expect(viewOf("/directory/a/b")).toBe("rewrite /__not-found__");
    expect(viewOf("/clinic/x")).toBeNull();
  });
});
