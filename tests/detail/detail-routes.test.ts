import { describe, expect, it } from "vitest";
import { DETAIL_ROUTE_COPY, backLinkOf, detailRouteOf, notFoundMessage, parseDetailPath } from "@/lib/directory/detail-routes";
import { LISTING_KINDS } from "@/lib/directory/kinds";

describe("detail not-found copy (spec 1 §8, spec 2 §2)", () => {
  it("has the exact titles and links", () => {
    expect(DETAIL_ROUTE_COPY).toMatchObject({
      brand: { notFoundTitle: "Brand Not Found", browseHref: "/directory" },
      clinic: { notFoundTitle: "Clinic Not Found", browseHref: "/directory?category=clinics" },
      lab: { notFoundTitle: "Lab Not Found", browseHref: "/directory?category=labs" },
      wearable: { notFoundTitle: "Wearable Not Found", browseHref: "/directory?category=wearables" },
      supplement: { notFoundTitle: "Supplement Not Found", browseHref: "/directory?category=supplements" },
      practitioner: { notFoundTitle: "Practitioner Not Found", browseHref: "/directory?category=practitioners" },
      leaderboard: { notFoundTitle: "Leaderboard Not Found", browseLabel: "Browse Leaderboards", browseHref: "/directory?category=leaderboards" },
      food: { notFoundTitle: "Food Product Not Found", browseLabel: "Browse Foods", browseHref: "/directory?category=foods" },
    });
  });

  it("says the thing doesn't exist or has been removed", () => {
    expect(notFoundMessage("leaderboard")).toBe("The leaderboard you're looking for doesn't exist or has been removed.");
    expect(notFoundMessage("food")).toBe("The food product you're looking for doesn't exist or has been removed.");
    expect(notFoundMessage("clinic")).toBe("The clinic you're looking for doesn't exist or has been removed.");
  });
});

describe("detailRouteOf", () => {
  it("sends apps, communities, events and brands to the brand screen and every other kind to its own", () => {
    const routes = Object.fromEntries(LISTING_KINDS.map((kind) => [kind, detailRouteOf(kind)]));
    expect(routes).toEqual({
      clinic: "clinic", lab: "lab", practitioner: "practitioner", wearable: "wearable", supplement: "supplement", food: "food",
      leaderboard: "leaderboard", app: "brand", community: "brand", brand: "brand", event: "brand",
    });
  });
});

describe("backLinkOf", () => {
  it("goes back to the listing's directory category", () => {
    expect(backLinkOf("leaderboard")).toEqual({ href: "/directory?category=leaderboards", label: "Back to Leaderboards" });
    expect(backLinkOf("food")).toEqual({ href: "/directory?category=foods", label: "Back to Foods" });
    expect(backLinkOf("community")).toEqual({ href: "/directory?category=social", label: "Back to Social" });
  });
});

describe("parseDetailPath", () => {
  it("reads the route and the (decoded) slug or id", () => {
    expect(parseDetailPath("/clinic/acme")).toEqual({ route: "clinic", slugOrId: "acme" });
    expect(parseDetailPath("/food/acme/")).toEqual({ route: "food", slugOrId: "acme" });
    expect(parseDetailPath("/brands/caf%C3%A9")).toEqual({ route: "brand", slugOrId: "café" });
  });
  it("ignores other paths and broken encodings", () => {
    expect(parseDetailPath("/clinics/acme")).toBeNull();
    expect(parseDetailPath("/clinic/acme/more")).toBeNull();
    expect(parseDetailPath("/clinic/")).toBeNull();
    expect(parseDetailPath("/oura")).toBeNull();
    expect(parseDetailPath("/clinic/%E0%A4%A")).toBeNull();
  });
});
