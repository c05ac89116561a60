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
} from "@/lib/directory/directory-schema";
import { withFilter, withNear } from "@/lib/directory/directory-state";
import { NEAR_MAX_LENGTH } from "@/lib/directory/near";

const parse = (query: string) => parseDirectoryState(new URLSearchParams(query));
const fieldsOf = (query: string) => {
  try {
    parseDirectoryQuery("clinics", new URLSearchParams(query));
  } catch (error) {
    return Object.keys((error as { fields?: object }).fields ?? {});
  }
  return [];
};

describe("the distance search in the directory schema", () => {
  it("the page URL reads it leniently: defaults for a radius or order it does not offer, no place no search", () => {
    expect(parse("category=clinics&near=%20Berlin%20&radius=50").near).toEqual({
      place: "Berlin",
      radiusKm: 50,
      sort: "distance",
      remote: false,
    });
    expect(parse("near=Berlin&radius=30&sort=far&remote=yes").near).toEqual({
      place: "Berlin",
      radiusKm: 25,
      sort: "distance",
      remote: false,
    });
    expect(parse("radius=50&remote=true").near).toBeUndefined();
    expect(parse(`near=${"x".repeat(500)}`).near?.place).toHaveLength(NEAR_MAX_LENGTH);
  });

  it("page URL, API URL and the API's strict reader agree, defaults left out", () => {
    const state = parse("category=clinics&near=M%C3%BCnchen&radius=100&sort=rating&remote=true");
    // One `sort` parameter, written once, shared by the view's sorts and the distance search's order.
    expect(directoryHref(state)).toBe(
      "/directory?category=clinics&sort=rating&near=M%C3%BCnchen&radius=100&remote=true",
    );
    const url = new URL(directoryApiUrl(directoryQuery(state)), "http://x");
    expect(url.pathname).toBe("/api/clinics");
    expect(parseDirectoryQuery("clinics", url.searchParams)).toEqual(directoryQuery(state));
    expect(directoryHref(parse("category=clinics&near=Berlin&radius=25&sort=distance&remote=false"))).toBe(
      "/directory?category=clinics&near=Berlin",
    );
  });

  it("a place makes the 'all' view a search, not the per-kind preview", () => {
    expect(isPreview(directoryQuery(parse("near=Berlin")))).toBe(false);
  });

  it("the API refuses a radius, order or toggle it does not offer, one message per field", () => {
    expect(fieldsOf("near=Berlin&radius=30")).toEqual(["radius"]);
    expect(fieldsOf("near=Berlin&radius=1e9")).toEqual(["radius"]);
    expect(fieldsOf("near=Berlin&sort=far")).toEqual(["sort"]);
    expect(fieldsOf("near=Berlin&remote=yes")).toEqual(["remote"]);
    expect(fieldsOf(`near=${"x".repeat(NEAR_MAX_LENGTH + 1)}`)).toEqual(["near"]);
    expect(fieldsOf("near=Berlin&radius=250&sort=rating&remote=true")).toEqual([]);
  });

  it("one sort: nearest first only with a place, the price order only without, the same rule on page and API", () => {
    const messageOf = (query: string) => {
      try {
        parseDirectoryQuery("clinics", new URLSearchParams(query));
      } catch (error) {
        return englishFields((error as { fields?: FieldIssues }).fields).sort;
      }
    };
    expect(messageOf("sort=distance")).toEqual(["Sort by 'distance' needs a place (near)"]);
    expect(messageOf("near=Berlin&sort=price")).toEqual(["Sort by 'price' does not apply near a place (near)"]);
    expect(fieldsOf("near=Berlin&sort=distance")).toEqual([]);
    expect(fieldsOf("sort=price")).toEqual([]);
    // The page drops what the API refuses, to the context's own default.
    expect(parse("category=clinics&sort=distance").filters).toEqual({});
    expect(parse("category=clinics&near=Berlin&sort=price")).toMatchObject({ filters: {}, near: { sort: "distance" } });
    expect(directoryQuery(parse("category=clinics&near=Berlin&sort=price")).filters.sort).toBeUndefined();
  });

  it("the sort select and the place's order control set one sort", () => {
    const near = parse("category=clinics&near=Berlin");
    expect(withFilter(near, "sort", "rating")).toMatchObject({ filters: { sort: "rating" }, near: { sort: "rating" } });
    expect(withFilter(near, "sort", "price").filters).toEqual({});
    const priced = parse("category=clinics&sort=price");
    const placed = withNear(priced, { place: "Berlin", radiusKm: 25, sort: "distance", remote: false });
    expect(directoryHref(placed)).toBe("/directory?category=clinics&near=Berlin");
    const rated = withNear(placed, { place: "Berlin", radiusKm: 25, sort: "rating", remote: false });
    expect(directoryHref(rated)).toBe("/directory?category=clinics&sort=rating&near=Berlin");
    expect(directoryHref(withNear(rated, null))).toBe("/directory?category=clinics&sort=rating");
  });
});
