// The clinic filter on the cheapest listed service (whole euros): the page URL reads it leniently, the API strictly,
// both from the one definition, and the page asks the API with exactly the value it read.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { listingsQuerySchema, parseDirectoryQuery, parseListingsRequest } from "@/lib/directory/directory-api-schema";
import { directoryApiUrl, directoryHref, directoryQuery, parseDirectoryState } from "@/lib/directory/directory-schema";
import { CATEGORY_FILTERS } from "@/lib/directory/filters";
import type { AppError } from "@/lib/http/app-error";

const page = (query: string) => parseDirectoryState(new URLSearchParams(query));

function refused(view: "clinics" | "labs", query: string) {
  try {
    parseDirectoryQuery(view, new URLSearchParams(query));
  } catch (error) {
    return (error as AppError).fields;
  }
  return null;
}

describe("maxServicePrice", () => {
  it("is a clinic filter only", () => {
    expect(CATEGORY_FILTERS.clinics.map((definition) => definition.key)).toContain("maxServicePrice");
    for (const view of ["labs", "practitioners", "wearables", "supplements", "all"] as const)
      expect(CATEGORY_FILTERS[view].map((definition) => definition.key)).not.toContain("maxServicePrice");
  });

  it("the page URL keeps a whole number of euros and drops anything else", () => {
    expect(page("category=clinics&maxServicePrice=250").filters).toEqual({ maxServicePrice: "250" });
    expect(page("category=clinics&maxServicePrice=0250").filters).toEqual({ maxServicePrice: "250" });
    expect(page("category=clinics&maxServicePrice=0").filters).toEqual({ maxServicePrice: "0" });
    for (const bad of ["-5", "1.5", "1e3", "abc", "", "%20", "1000001", "9".repeat(12)])
      expect(page(`category=clinics&maxServicePrice=${bad}`).filters, bad).toEqual({});
    // Another view does not take it.
    expect(page("category=labs&maxServicePrice=250").filters).toEqual({});
  });

  it("writes one canonical URL and the API URL the page asks", () => {
    const state = page("category=clinics&maxServicePrice=300&diagnostics=dexa");
    expect(directoryHref(state)).toBe("/directory?category=clinics&diagnostics=dexa&maxServicePrice=300");
    expect(directoryApiUrl(directoryQuery(state))).toBe(
      "/api/clinics?region=Europe&diagnostics=dexa&maxServicePrice=300&limit=20&offset=0",
    );
    const api = parseDirectoryQuery(
      "clinics",
      new URL(directoryApiUrl(directoryQuery(state)), "http://x").searchParams,
    );
    expect(api.filters.maxServicePrice).toEqual(["300"]);
    expect(api).toEqual(directoryQuery(state));
  });

  it("the API answers a bad value with a coded error on the field", () => {
    for (const bad of ["-5", "1.5", "abc", "1000001"])
      expect(
        refused("clinics", `maxServicePrice=${bad}`)?.maxServicePrice?.map((issue) => issue.code),
        bad,
      ).toEqual(["errors.nameWholeNumberBetween"]);
    expect(refused("clinics", "maxServicePrice=1000000")).toBeNull();
  });

  it("the v1 API takes it with category clinics only, and documents it as such", () => {
    const v1 = (query: string) => parseListingsRequest(new URLSearchParams(query)).query.filters.maxServicePrice;
    expect(v1("category=clinics&maxServicePrice=80")).toEqual(["80"]);
    expect(() => v1("category=labs&maxServicePrice=80")).toThrow();
    try {
      v1("category=labs&maxServicePrice=80");
    } catch (error) {
      expect(Object.keys((error as AppError).fields ?? {})).toEqual(["maxServicePrice"]);
    }
    const documented = (listingsQuerySchema().shape as Record<string, z.ZodType | undefined>).maxServicePrice;
    expect(documented?.meta()?.description).toBe("Only with category clinics.");
  });
});
