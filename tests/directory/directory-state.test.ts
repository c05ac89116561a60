import type { FieldIssues } from "@/lib/http/app-error";
import { englishFields } from "../support/coded-errors";
import { describe, expect, it } from "vitest";
import { parseDirectoryQuery } from "@/lib/directory/directory-api-schema";
import {
  directoryApiUrl,
  directoryHref,
  directoryQuery,
  isPreview,
  parseDirectoryState,
  type DirectoryState,
} from "@/lib/directory/directory-schema";
import { categoryHref } from "@/lib/directory/directory-path";
import {
  activeFilterCount,
  canLoadMore,
  withCategory,
  withFilter,
  withSearch,
  withoutFilters,
} from "@/lib/directory/directory-state";
import { CATEGORY_FILTERS, DEFAULT_REGION } from "@/lib/directory/filters";
import { DIRECTORY_CATEGORIES, type DirectoryCategory } from "@/lib/directory/kinds";

const parse = (query: string) => parseDirectoryState(new URLSearchParams(query));
const categories = Object.keys(DIRECTORY_CATEGORIES) as DirectoryCategory[];

describe("parseDirectoryState", () => {
  it("defaults to the 'all' view with no search and no filters", () => {
    expect(parse("")).toEqual({ category: "all", search: "", filters: {} });
  });

  it("reads category, search and the category's filters", () => {
    expect(
      parse("category=clinics&search=%20longevity%20&country=Germany&specialties=longevity&biomarkers=apob"),
    ).toEqual({
      category: "clinics",
      search: "longevity",
      filters: { country: "Germany", specialties: "longevity", biomarkers: "apob" },
    });
  });

  it("makes a search or free-text filter with control characters or broken Unicode usable instead of failing", () => {
    expect(parse("search=sleep%00%0A%1Fapnea")).toMatchObject({ search: "sleep apnea" });
    expect(parse("category=supplements&brand=Thorne%7F%C2%85Research").filters).toEqual({ brand: "Thorne Research" });
    expect(parse("country=Ger%00many").filters).toEqual({});
    // A lone surrogate (from a hand-made URL or the client) is dropped; a cut at the length limit never splits a pair.
    expect(parseDirectoryState({ search: "vitamin \ud83d d" }).search).toBe("vitamin d");
    const long = parseDirectoryState({ search: `${"a".repeat(199)}\u{1F600}` }).search;
    expect(long).toBe("a".repeat(199));
  });

  it("accepts a plain object of search params (the page's searchParams prop), first value of arrays", () => {
    expect(parseDirectoryState({ category: ["labs", "clinics"], testTypes: "dna", search: undefined })).toEqual({
      category: "labs",
      search: "",
      filters: { testTypes: "dna" },
    });
  });

  it("falls back gracefully: unknown category → all, unknown or foreign filter values are ignored", () => {
    expect(parse("category=spaceships&verified=yes")).toEqual({ category: "all", search: "", filters: {} });
    expect(parse("category=labs&testTypes=bogus&specialties=longevity&limit=abc&offset=-1&country=Narnia")).toEqual({
      category: "labs",
      search: "",
      filters: {},
    });
  });

  it("drops implied defaults: region Europe and verified 'all'", () => {
    expect(parse(`region=${DEFAULT_REGION}&verified=all`).filters).toEqual({});
    expect(parse("region=All+Regions&verified=featured").filters).toEqual({
      region: "All Regions",
      verified: "featured",
    });
  });

  it("reads fact filters and the sort: whole numbers in range, the kind's options, the default sort implied", () => {
    expect(
      parse("category=labs&priceMin=20&priceMax=0150&accreditation=iso-15189&sampleMethod=home&turnaround=3&sort=price")
        .filters,
    ).toEqual({
      priceMin: "20",
      priceMax: "150",
      accreditation: "iso-15189",
      sampleMethod: "home",
      turnaround: "3",
      sort: "price",
    });
    expect(
      parse("category=labs&priceMin=-5&priceMax=1e3&turnaround=0&accreditation=jci&sort=featured&telehealth=true")
        .filters,
    ).toEqual({});
    expect(parse("category=clinics&diagnostics=dexa&telehealth=true&sort=verified").filters).toEqual({
      diagnostics: "dexa",
      telehealth: "true",
      sort: "verified",
    });
  });

  it("caps the search and free-text filters instead of failing", () => {
    expect(parse(`search=${"a".repeat(300)}`).search).toHaveLength(200);
    expect(parse(`category=wearables&brand=${"b".repeat(150)}`).filters.brand).toHaveLength(100);
  });
});

describe("directoryHref", () => {
  it("round-trips every state through the URL in a stable order", () => {
    const state: DirectoryState = {
      category: "practitioners",
      search: "gut",
      filters: { healthConditions: "gut-health", region: "Asia", country: "Germany" },
    };
    const href = directoryHref(state);
    expect(href).toBe(
      "/directory?category=practitioners&search=gut&region=Asia&country=Germany&healthConditions=gut-health",
    );
    expect(parseDirectoryState(new URL(href, "http://x").searchParams)).toEqual(state);
  });

  it("is the bare path for the default view", () => {
    expect(directoryHref({ category: "all", search: "", filters: {} })).toBe("/directory");
    expect(categoryHref("all")).toBe("/directory");
    expect(categoryHref("social")).toBe("/directory?category=social");
  });
});

describe("results requests", () => {
  const apiUrl = (state: DirectoryState, offset = 0) => directoryApiUrl(directoryQuery(state, offset));
  /** What the API route reads from the URL the islands send. */
  const apiQuery = (state: DirectoryState, offset = 0) => {
    const url = new URL(apiUrl(state, offset), "http://x");
    return parseDirectoryQuery(state.category, url.searchParams);
  };

  it("maps categories to /api/{segment} (social → communities)", () => {
    expect(apiUrl(parse("category=social"))).toMatch(/^\/api\/communities\?/);
    expect(apiUrl(parse("category=clinics"))).toMatch(/^\/api\/clinics\?/);
  });

  it("sends the default region Europe (none for All Regions) and pages by 20 with an offset", () => {
    expect(apiUrl(parse("category=social"))).toBe("/api/communities?region=Europe&limit=20&offset=0");
    expect(apiUrl(parse("category=labs&testTypes=dna&region=All+Regions"), 40)).toBe(
      "/api/labs?testTypes=dna&limit=20&offset=40",
    );
  });

  it("asks the 'all' endpoint for the preview without paging, and for searches with paging", () => {
    expect(apiUrl(parse(""))).toBe("/api/directory?region=Europe");
    expect(apiUrl(parse("search=sleep&country=France"), 20)).toBe(
      "/api/directory?search=sleep&region=Europe&country=France&limit=20&offset=20",
    );
  });

  it("the API reads back exactly the query the page asked for, for any category, filter or option", () => {
    for (const category of [...categories, "all" as const]) {
      for (const definition of CATEGORY_FILTERS[category]) {
        const values =
          definition.type === "select"
            ? definition.options.map((o) => o.value)
            : definition.type === "number"
              ? [String(definition.min), "250", String(definition.max)]
              : ["Oura"];
        for (const value of values) {
          const state = withFilter({ category, search: "x", filters: {} }, definition.key, value);
          expect(apiQuery(state, 9980)).toEqual(directoryQuery(state, 9980));
        }
      }
    }
  });

  it("is the preview only on 'all' with nothing narrowing it but the default region, on both sides", () => {
    const cases: [string, boolean][] = [
      ["", true],
      ["region=All+Regions", true],
      ["verified=all", true],
      ["region=Asia", false],
      ["country=Germany", false],
      ["search=x", false],
      ["verified=true", false],
      ["category=ring", false],
      ["near=Berlin", false],
    ];
    for (const [url, preview] of cases) {
      expect(isPreview(directoryQuery(parse(url))), url).toBe(preview);
      expect(isPreview(apiQuery(parse(url))), url).toBe(preview);
    }
  });

  it("refuses what the page never sends with a message per field", () => {
    const refused = (view: "all" | DirectoryCategory, query: string) => {
      try {
        parseDirectoryQuery(view, new URLSearchParams(query));
      } catch (error) {
        return englishFields((error as { fields?: FieldIssues }).fields);
      }
      return null;
    };
    expect(refused("clinics", "specialties=astrology")?.specialties?.[0]).toMatch(/Unknown Specialties 'astrology'/);
    expect(refused("clinics", "limit=101&offset=abc")).toEqual({
      limit: ["limit must be at most 100"],
      offset: ["offset must be a number"],
    });
    expect(refused("all", `search=${"a".repeat(201)}`)).toEqual({
      search: ["search must be at most 200 characters"],
    });
    expect(refused("clinics", "cursor=%25%25")).toEqual({ cursor: ["cursor is malformed"] });
    expect(refused("labs", "region=Worldwide&unknown=x")).toBeNull();
  });
});

describe("Load More", () => {
  it("shows only when exactly 20 came back, and never on the preview", () => {
    const clinics = directoryQuery(parse("category=clinics"));
    expect(canLoadMore(clinics, 20)).toBe(true);
    expect(canLoadMore(clinics, 19)).toBe(false);
    expect(canLoadMore(clinics, 0)).toBe(false);
    expect(canLoadMore(directoryQuery(parse("search=x")), 20)).toBe(true);
    expect(canLoadMore(directoryQuery(parse("")), 20)).toBe(false);
  });
});

describe("state transitions", () => {
  it("changing category clears search and filters, then presets a known visitor country", () => {
    const from = parse("category=clinics&search=x&specialties=longevity&region=Asia");
    expect(withCategory("labs")).toEqual({ category: "labs", search: "", filters: {} });
    expect(withCategory("labs", "Germany")).toEqual({ category: "labs", search: "", filters: { country: "Germany" } });
    expect(withCategory("labs", null)).toEqual({ category: "labs", search: "", filters: {} });
    expect(from.filters.specialties).toBe("longevity");
  });

  it("presets only countries of the COUNTRIES list, moving the region along outside Europe", () => {
    expect(withCategory("clinics", "Austria").filters).toEqual({});
    expect(withCategory("clinics", "Canada").filters).toEqual({ country: "Canada", region: "North America" });
    expect(withCategory("clinics", "Australia").filters).toEqual({ country: "Australia", region: "All Regions" });
  });

  it("searching from a category switches to 'all', keeping region and country only", () => {
    const state = parse("category=clinics&country=France&region=Asia&specialties=longevity");
    expect(withSearch(state, "  sleep  ")).toEqual({
      category: "all",
      search: "sleep",
      filters: { region: "Asia", country: "France" },
    });
    expect(withSearch(parse("verified=featured&category=ring"), "oura")).toEqual({
      category: "all",
      search: "oura",
      filters: { category: "ring", verified: "featured" },
    });
  });

  it("sets, replaces and clears single filters; ignores keys the category does not have", () => {
    const clinics = parse("category=clinics");
    const withSpecialty = withFilter(clinics, "specialties", "functional");
    expect(withSpecialty.filters).toEqual({ specialties: "functional" });
    expect(withFilter(withSpecialty, "specialties", "").filters).toEqual({});
    expect(withFilter(clinics, "testTypes", "dna")).toBe(clinics);
    expect(withFilter(clinics, "specialties", "nonsense").filters).toEqual({});
    expect(withFilter(clinics, "region", "Europe").filters).toEqual({});
    expect(activeFilterCount(withFilter(withSpecialty, "country", "Spain"))).toBe(2);
    expect(withoutFilters(withSpecialty).filters).toEqual({});
  });
});
