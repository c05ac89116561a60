import { describe, expect, it } from "vitest";
import { DETAIL_ROUTE_COPY, backLinkOf, notFoundMessage, parseListingPath } from "@/lib/directory/detail-routes";
import { LISTING_KINDS, detailRouteOf } from "@/lib/directory/kinds";

describe("detail not-found copy (docs/product.md, Visitors: errors, docs/product.md, Admin: screens)", () => {
  it("has the exact titles and links", () => {
    expect(DETAIL_ROUTE_COPY).toMatchObject({
      brand: { notFoundTitle: "Brand Not Found", browseHref: "/directory" },
      clinic: { notFoundTitle: "Clinic Not Found", browseHref: "/directory?category=clinics" },
      lab: { notFoundTitle: "Lab Not Found", browseHref: "/directory?category=labs" },
      wearable: { notFoundTitle: "Wearable Not Found", browseHref: "/directory?category=wearables" },
      supplement: { notFoundTitle: "Supplement Not Found", browseHref: "/directory?category=supplements" },
      practitioner: { notFoundTitle: "Practitioner Not Found", browseHref: "/directory?category=practitioners" },
      leaderboard: {
        notFoundTitle: "Leaderboard Not Found",
        browseLabel: "Browse Leaderboards",
        browseHref: "/directory?category=leaderboards",
      },
      food: {
        notFoundTitle: "Food Product Not Found",
        browseLabel: "Browse Foods",
        browseHref: "/directory?category=foods",
      },
    });
  });

  it("says the thing doesn't exist or has been removed", () => {
    expect(notFoundMessage("leaderboard")).toBe(
      "The leaderboard you're looking for doesn't exist or has been removed.",
    );
    expect(notFoundMessage("food")).toBe("The food product you're looking for doesn't exist or has been removed.");
    expect(notFoundMessage("clinic")).toBe("The clinic you're looking for doesn't exist or has been removed.");
  });
});

describe("detailRouteOf", () => {
  it("sends apps, communities, events and brands to the brand screen and every other kind to its own", () => {
    const routes = Object.fromEntries(LISTING_KINDS.map((kind) => [kind, detailRouteOf(kind)]));
    expect(routes).toEqual({
      clinic: "clinic",
      lab: "lab",
      practitioner: "practitioner",
      wearable: "wearable",
      supplement: "supplement",
      food: "food",
      leaderboard: "leaderboard",
      app: "brand",
      community: "brand",
      brand: "brand",
      event: "brand",
    });
  });
});

describe("backLinkOf", () => {
  it("goes back to the listing's directory category", () => {
    expect(backLinkOf("leaderboard")).toEqual({
      href: "/directory?category=leaderboards",
      label: "Back to Leaderboards",
    });
    expect(backLinkOf("food")).toEqual({ href: "/directory?category=foods", label: "Back to Foods" });
    expect(backLinkOf("community")).toEqual({ href: "/directory?category=social", label: "Back to Social" });
  });
});

describe("parseListingPath", () => {
  it("reads the route and the (decoded) slug or id", () => {
    expect(parseListingPath("/clinic/acme")).toEqual({
      type: "detail",
      route: "clinic",
      slugOrId: "acme",
      alias: false,
    });
    expect(parseListingPath("/food/acme/")).toEqual({ type: "detail", route: "food", slugOrId: "acme", alias: false });
    expect(parseListingPath("/brands/caf%C3%A9")).toEqual({
      type: "detail",
      route: "brand",
      slugOrId: "café",
      alias: true,
    });
  });
  it("reads the assistant's collection links", () => {
    expect(parseListingPath("/clinics/acme")).toEqual({ type: "collection", kind: "clinic", slug: "acme" });
    expect(parseListingPath("/foods/acme")).toEqual({ type: "collection", kind: "food", slug: "acme" });
  });
  it("ignores other paths", () => {
    expect(parseListingPath("/clinic/acme/more")).toBeNull();
    expect(parseListingPath("/clinic/")).toBeNull();
    expect(parseListingPath("/oura")).toBeNull();
    expect(parseListingPath("/practitioners/acme")).toBeNull();
  });
  it("marks broken encodings, control characters and over-long values as invalid for their route", () => {
    expect(parseListingPath("/clinic/%E0%A4%A")).toEqual({ type: "invalid", route: "clinic" });
    expect(parseListingPath("/lab/a%00b")).toEqual({ type: "invalid", route: "lab" });
    expect(parseListingPath("/wearables/a%0Ab")).toEqual({ type: "invalid", route: "wearable" });
    expect(parseListingPath(`/food/${"x".repeat(201)}`)).toEqual({ type: "invalid", route: "food" });
  });
});
