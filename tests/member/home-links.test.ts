import { describe, expect, it } from "vitest";
import { homeLinks } from "@/lib/account/home-links";

describe("the member home's links", () => {
  it("search around the member's city, by the text they saved", () => {
    const links = homeLinks({ label: "München", city: "Munich", country: "Germany" });
    expect(links.nearMe).toBe("/directory?near=M%C3%BCnchen");
    expect(links.localClinics).toBe("/directory?category=clinics&near=M%C3%BCnchen");
    expect(links.setUpNotifications).toBe("/profile?tab=subscriptions&location=M%C3%BCnchen&categories=clinics");
  });

  it("fall back to the country when the location is a country, and to the whole directory without one", () => {
    expect(homeLinks({ label: "Deutschland", city: null, country: "Germany" }).localClinics).toBe(
      "/directory?category=clinics&country=Germany",
    );
    expect(homeLinks(null)).toMatchObject({
      nearMe: "/directory",
      localClinics: "/directory?category=clinics",
      setUpNotifications: "/profile?tab=subscriptions&categories=clinics",
    });
  });
});
