import { describe, expect, it } from "vitest";
import { alertDigestEmail } from "@/lib/email/templates/alert-digest";

const input = {
  placeName: "Berlin, Germany",
  placeType: "city" as const,
  radiusKm: 50,
  categories: ["clinics", "labs"],
  listings: [
    {
      name: "Spree Clinic",
      kindLabel: "Clinic",
      place: "Berlin, Germany",
      url: "https://longevity.example/clinic/spree-clinic",
    },
    {
      name: `<img src=x onerror=alert(1)> & Co`,
      kindLabel: "Lab",
      place: null,
      url: "https://longevity.example/lab/x?a=1&b=2",
    },
  ],
  pauseUrl: "https://longevity.example/alerts/pause?token=p",
  unsubscribeUrl: "https://longevity.example/alerts/unsubscribe?token=u",
  oneClickUnsubscribeUrl: "https://longevity.example/api/alerts/unsubscribe?token=u",
  manageUrl: "https://longevity.example/profile?tab=subscriptions",
};

describe("alert digest email", () => {
  it("lists every listing with its link, then the pause, unsubscribe and manage links, in text and HTML", () => {
    const email = alertDigestEmail(input);
    expect(email.subject).toBe("2 new listings near Berlin, Germany on Longevity Directory");
    expect(email.text).toContain("New clinics and labs within 50 km of Berlin, Germany");
    for (const url of [input.listings[0]!.url, input.pauseUrl, input.unsubscribeUrl, input.manageUrl]) {
      expect(email.text).toContain(url);
      expect(email.html).toContain(`href="${url.replace(/&/g, "&amp;")}"`);
    }
    expect(email.html).toContain('href="https://longevity.example/lab/x?a=1&amp;b=2"');
  });

  it("carries RFC 8058 one-click unsubscribe headers", () => {
    expect(alertDigestEmail(input).headers).toEqual({
      "List-Unsubscribe": "<https://longevity.example/api/alerts/unsubscribe?token=u>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("escapes listing names in the HTML", () => {
    const { html } = alertDigestEmail(input);
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt; &amp; Co");
  });

  it("says 'in' a country and counts one listing in the singular", () => {
    const email = alertDigestEmail({
      ...input,
      placeName: "Germany",
      placeType: "country",
      categories: ["supplements"],
      listings: input.listings.slice(0, 1),
    });
    expect(email.subject).toBe("1 new listing in Germany on Longevity Directory");
    expect(email.text).toContain("New supplements in Germany were published");
  });
});
