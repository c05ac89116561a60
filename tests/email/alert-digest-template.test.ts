import { describe, expect, it } from "vitest";
import { alertDigestEmail } from "@/lib/email/templates/alert-digest";
import { emailCopy } from "@/lib/email/templates/email-copy";

const en = await emailCopy("en");

const input = {
  placeName: "Berlin, Germany",
  placeType: "city" as const,
  radiusKm: 50,
  categories: ["Clinics", "Labs"],
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
    const email = alertDigestEmail(en, input);
    expect(email.subject).toBe("2 new listings near Berlin, Germany on Longevity Directory");
    expect(email.text).toContain("New Clinics and Labs within 50 km of Berlin, Germany");
    for (const url of [input.listings[0]!.url, input.pauseUrl, input.unsubscribeUrl, input.manageUrl]) {
      expect(email.text).toContain(url);
      expect(email.html).toContain(`href="${url.replace(/&/g, "&amp;")}"`);
    }
    expect(email.html).toContain('href="https://longevity.example/lab/x?a=1&amp;b=2"');
  });

  it("carries RFC 8058 one-click unsubscribe headers", () => {
    expect(alertDigestEmail(en, input).headers).toEqual({
      "List-Unsubscribe": "<https://longevity.example/api/alerts/unsubscribe?token=u>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("escapes listing names in the HTML", () => {
    const { html } = alertDigestEmail(en, input);
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt; &amp; Co");
  });

  it("says 'in' a country and counts one listing in the singular", () => {
    const email = alertDigestEmail(en, {
      ...input,
      placeName: "Germany",
      placeType: "country",
      categories: ["Supplements"],
      listings: input.listings.slice(0, 1),
    });
    expect(email.subject).toBe("1 new listing in Germany on Longevity Directory");
    expect(email.text).toContain("New Supplements in Germany were published");
  });
});

describe("alert digest email in the member's language", () => {
  it("is written in German for a German member: subject, lists, links and the page language", async () => {
    const email = alertDigestEmail(await emailCopy("de"), { ...input, categories: ["Kliniken", "Labore"] });
    expect(email.subject).toBe("2 neue Einträge in der Nähe von Berlin, Germany bei Longevity Directory");
    expect(email.text).toContain("Neue Kliniken und Labore im Umkreis von 50 km um Berlin, Germany");
    expect(email.html).toContain('<html lang="de">');
    expect(email.text).toContain("Benachrichtigungen pausieren");
  });
});
