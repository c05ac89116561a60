import { describe, expect, it } from "vitest";
import { distanceKm } from "@/lib/geo/distance";
import {
  ALERT_RADIUS_KM,
  searchBox,
  subscriptionMatches,
  type ListingPlace,
  type SubscribedPlace,
} from "@/server/alerts/match";

const BERLIN: SubscribedPlace = { placeCountry: "DE", placeCity: "Berlin", lat: 52.52, lng: 13.405 };
const GERMANY: SubscribedPlace = { placeCountry: "DE", placeCity: null, lat: null, lng: null };
const at = (lat: number, lng: number, countryCode = "DE", cityKey: string | null = null): ListingPlace => ({
  countryCode,
  cityKey,
  point: { lat, lng },
});
const unplaced = (cityKey: string | null, countryCode: string | null = "DE"): ListingPlace => ({
  countryCode,
  cityKey,
  point: null,
});

describe("which subscriptions a listing matches", () => {
  it("a city subscription: within 50 km by coordinates, whatever the country", () => {
    expect(subscriptionMatches(BERLIN, at(52.3989, 13.0657))).toBe(true); // Potsdam, ~27 km
    expect(subscriptionMatches(BERLIN, at(53.5753, 10.0153))).toBe(false); // Hamburg, ~255 km
    expect(subscriptionMatches(BERLIN, at(52.52, 13.405, "PL"))).toBe(true);
  });

  it("a city subscription: a listing without coordinates by the same city name in the same country", () => {
    expect(subscriptionMatches(BERLIN, unplaced("berlin"))).toBe(true);
    expect(subscriptionMatches(BERLIN, unplaced("berlin", "US"))).toBe(false);
    expect(subscriptionMatches(BERLIN, unplaced("potsdam"))).toBe(false);
    expect(subscriptionMatches(BERLIN, unplaced(null))).toBe(false);
  });

  it("a country subscription: anything in that country", () => {
    expect(subscriptionMatches(GERMANY, unplaced(null))).toBe(true);
    expect(subscriptionMatches(GERMANY, at(48.1, 11.5))).toBe(true);
    expect(subscriptionMatches(GERMANY, unplaced(null, "AT"))).toBe(false);
    expect(subscriptionMatches(GERMANY, unplaced(null, null))).toBe(false);
  });

  it("the search box holds every point within the radius, even far north", () => {
    for (const centre of [
      { lat: 52.52, lng: 13.405 },
      { lat: 69.65, lng: 18.96 },
      { lat: -33.87, lng: 151.21 },
    ]) {
      const box = searchBox(centre);
      for (let bearing = 0; bearing < 360; bearing += 15) {
        const rad = (bearing * Math.PI) / 180;
        const dLat = ((ALERT_RADIUS_KM - 0.5) / 111.2) * Math.cos(rad);
        const dLng = ((ALERT_RADIUS_KM - 0.5) / (111.2 * Math.cos((centre.lat * Math.PI) / 180))) * Math.sin(rad);
        const point = { lat: centre.lat + dLat, lng: centre.lng + dLng };
        if (distanceKm(centre, point) > ALERT_RADIUS_KM) continue;
        expect(point.lat).toBeGreaterThanOrEqual(box.lat[0]);
        expect(point.lat).toBeLessThanOrEqual(box.lat[1]);
        if (box.lng) {
          expect(point.lng).toBeGreaterThanOrEqual(box.lng[0]);
          expect(point.lng).toBeLessThanOrEqual(box.lng[1]);
        }
      }
    }
  });
});
