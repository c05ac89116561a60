import { describe, expect, it } from "vitest";
import { backLinkOf, browseHrefOf, parseListingPath, type DetailRoute } from "@/lib/directory/detail-routes";
import { translator } from "@/lib/i18n/translator";
import { LISTING_KINDS, detailRouteOf } from "@/lib/directory/kinds";

describe("detail not-found copy", () => {
  it("has the exact titles and links", async () => {
    const t = await translator("en", "detail");
    const expected = {
      brand: ["Brand Not Found", "Browse Directory", "/directory"],
      clinic: ["Clinic Not Found", "Browse Clinics", "/directory?category=clinics"],
      lab: ["Lab Not Found", "Browse Labs", "/directory?category=labs"],
      wearable: ["Wearable Not Found", "Browse Wearables", "/directory?category=wearables"],
      supplement: ["Supplement Not Found", "Browse Supplements", "/directory?category=supplements"],
      practitioner: ["Practitioner Not Found", "Browse Practitioners", "/directory?category=practitioners"],
      leaderboard: ["Leaderboard Not Found", "Browse Leaderboards", "/directory?category=leaderboards"],
      food: ["Food Product Not Found", "Browse Foods", "/directory?category=foods"],
    } as const;
    for (const [route, [title, browse, href]] of Object.entries(expected) as [DetailRoute, readonly string[]][]) {
      expect(t(`notFound.${route}.title`)).toBe(title);
      expect(t(`notFound.${route}.browse`)).toBe(browse);
      expect(browseHrefOf(route)).toBe(href);
    }
  });

  it("says the thing doesn't exist or has been removed", async () => {
    const t = await translator("en", "detail");
    expect(t("notFound.leaderboard.message")).toBe(
      "The leaderboard you're looking for doesn't exist or has been removed.",
    );
    expect(t("notFound.food.message")).toBe("The food product you're looking for doesn't exist or has been removed.");
    expect(t("notFound.clinic.message")).toBe("The clinic you're looking for doesn't exist or has been removed.");
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
    expect(backLinkOf("leaderboard")).toEqual({ href: "/directory?category=leaderboards", category: "leaderboards" });
    expect(backLinkOf("food")).toEqual({ href: "/directory?category=foods", category: "foods" });
    expect(backLinkOf("community")).toEqual({ href: "/directory?category=social", category: "social" });
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
