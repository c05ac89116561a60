import { describe, expect, it } from "vitest";
import { parseBrandPage } from "@/server/enrichment/parse-brand-page";

function page(head: string, body = ""): string {
  return `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
}

function jsonLd(value: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
}

const EMPTY = {
  name: null,
  description: null,
  logoUrl: null,
  country: null,
  region: null,
  rating: null,
  reviewCount: null,
  featuredReview: null,
  reviewSource: null,
};

describe("parseBrandPage", () => {
  it("reads a full organisation from JSON-LD", () => {
    const html = page(
      jsonLd({
        "@context": "https://schema.org",
        "@type": "Organization",
        name: "Acme Longevity",
        url: "https://www.acme.example/",
        description: "Biomarker testing &amp; coaching.",
        logo: { "@type": "ImageObject", url: "/img/logo.png" },
        address: { "@type": "PostalAddress", addressCountry: "NL" },
        aggregateRating: { "@type": "AggregateRating", ratingValue: "4.7", reviewCount: "1,234" },
        review: [
          { "@type": "Review", reviewBody: "Changed how I sleep.", author: { "@type": "Person", name: "Anna" } },
        ],
      }),
    );
    expect(parseBrandPage(html, "https://www.acme.example/en/")).toEqual({
      name: "Acme Longevity",
      description: "Biomarker testing & coaching.",
      logoUrl: "https://www.acme.example/img/logo.png",
      country: "Netherlands",
      region: "Europe",
      rating: 4.7,
      reviewCount: 1234,
      featuredReview: "Changed how I sleep.",
      reviewSource: "Anna",
    });
  });

  it("prefers og:site_name and the meta description over JSON-LD", () => {
    const html = page(
      `<meta property="og:site_name" content="Acme"><meta name="description" content="Meta description">
       <meta property="og:description" content="OG description"><title>Something | Else</title>` +
        jsonLd({ "@type": "Organization", name: "Acme B.V.", description: "LD description" }),
    );
    expect(parseBrandPage(html, "https://acme.example/")).toMatchObject({
      name: "Acme",
      description: "Meta description",
    });
  });

  it("falls back to og:description, then the JSON-LD description", () => {
    expect(
      parseBrandPage(page(`<meta property="og:description" content="OG description">`), "https://acme.example/")
        .description,
    ).toBe("OG description");
    expect(
      parseBrandPage(page(jsonLd({ "@type": "Organization", description: "LD" })), "https://acme.example/").description,
    ).toBe("LD");
  });

  it.each([
    ["Acme | Home", "acme.example", "Acme"],
    ["Home - Acme", "acme.example", "Acme"],
    ["Welcome to Acme Longevity", "acme-longevity.example", "Acme Longevity"],
    ["Science-backed supplements | Acme", "www.acme.co.uk", "Acme"],
    ["Acme – Science-backed supplements", "shop.other.example", "Acme"],
    ["Nordic Clinic: longevity medicine in Oslo", "nordicclinic.no", "Nordic Clinic"],
    ["Home", "acme.example", null],
  ])("cleans the title %j into the name", (title, host, name) => {
    expect(parseBrandPage(page(`<title>${title}</title>`), `https://${host}/`).name).toBe(name);
  });

  it("finds the organisation inside @graph, with an array of types and a prefixed type", () => {
    const html = page(
      jsonLd({
        "@context": "https://schema.org",
        "@graph": [
          { "@type": "WebSite", name: "Acme website", publisher: { "@id": "#org" } },
          {
            "@type": ["schema:MedicalClinic", "LocalBusiness"],
            "@id": "#org",
            name: "Acme Clinic",
            address: [{ addressCountry: { "@type": "Country", name: "Germany" } }],
          },
        ],
      }),
    );
    expect(parseBrandPage(html, "https://acme.example/")).toMatchObject({
      name: "Acme Clinic",
      country: "Germany",
      region: "Europe",
    });
  });

  it("chooses the organisation whose url is this site over a partner listed first", () => {
    const html = page(
      jsonLd([
        { "@type": "Organization", name: "Partner Lab", url: "https://partner.example" },
        { "@type": "Organization", name: "Acme", url: "https://acme.example/" },
      ]),
    );
    expect(parseBrandPage(html, "https://www.acme.example/").name).toBe("Acme");
  });

  it("finds an organisation nested as a publisher", () => {
    const html = page(
      jsonLd({
        "@type": "WebSite",
        publisher: { "@type": "Organization", name: "Acme Labs", logo: "https://cdn.acme.example/logo.svg" },
      }),
    );
    expect(parseBrandPage(html, "https://acme.example/")).toMatchObject({
      name: "Acme Labs",
      logoUrl: "https://cdn.acme.example/logo.svg",
    });
  });

  it("survives malformed JSON-LD and still reads the rest of the page", () => {
    const html = page(
      `<script type="application/ld+json">{ "@type": "Organization", "name": </script>
       <script type="application/ld+json">not json at all</script>
       <script type="application/ld+json">{"@type": "Organization", "name": "Line
break Co"}</script>
       <script type="application/ld+json">null</script>
       <script type="application/ld+json">[1, "x", true]</script>
       <title>Fallback</title>`,
    );
    expect(parseBrandPage(html, "https://acme.example/").name).toBe("Line break Co");
    expect(
      parseBrandPage(
        page("<title>Fallback</title>" + `<script type="application/ld+json">{oops</script>`),
        "https://acme.example/",
      ).name,
    ).toBe("Fallback");
  });

  it("takes the logo from JSON-LD, then apple-touch-icon, then og:image, resolved against the page or <base>", () => {
    const icons = `<link rel="apple-touch-icon" sizes="180x180" href="/apple.png"><meta property="og:image" content="https://acme.example/og.jpg">`;
    expect(
      parseBrandPage(
        page(icons + jsonLd({ "@type": "Organization", logo: ["//cdn.acme.example/a.png"] })),
        "https://acme.example/x/",
      ).logoUrl,
    ).toBe("https://cdn.acme.example/a.png");
    expect(parseBrandPage(page(icons), "https://acme.example/x/").logoUrl).toBe("https://acme.example/apple.png");
    expect(
      parseBrandPage(
        page(`<base href="https://static.acme.example/s/"><link rel="apple-touch-icon-precomposed" href="icon.png">`),
        "https://acme.example/",
      ).logoUrl,
    ).toBe("https://static.acme.example/s/icon.png");
    expect(
      parseBrandPage(page(`<meta property="og:image" content="/og.jpg">`), "https://acme.example/x/").logoUrl,
    ).toBe("https://acme.example/og.jpg");
    expect(
      parseBrandPage(
        page(jsonLd({ "@type": "Organization", logo: { "@type": "ImageObject", contentUrl: "/c.png" } })),
        "https://acme.example/",
      ).logoUrl,
    ).toBe("https://acme.example/c.png");
  });

  it("never returns a javascript: or data: logo", () => {
    const html = page(
      jsonLd({ "@type": "Organization", logo: "javascript:alert(1)" }) +
        `<link rel="apple-touch-icon" href="data:image/png;base64,AAAA"><meta property="og:image" content="JaVaScRiPt:alert(1)">`,
    );
    expect(parseBrandPage(html, "https://acme.example/").logoUrl).toBeNull();
  });

  it.each([
    ["https://acme.de/", "Germany", "Europe"],
    ["https://acme.co.uk/", "United Kingdom", "Europe"],
    ["https://acme.uk/", "United Kingdom", "Europe"],
    ["https://www.acme.ch/", "Switzerland", "Europe"],
    ["https://acme.ca/", "Canada", "North America"],
    ["https://acme.jp/", "Japan", "Asia"],
    ["https://acme.com.au/", "Australia", null],
    ["https://acme.com/", null, null],
    ["https://acme.io/", null, null],
    ["https://acme.ai/", null, null],
    ["https://acme.eu/", null, null],
  ])("derives the country of %s from its domain", (url, country, region) => {
    expect(parseBrandPage(page(""), url)).toMatchObject({ country, region });
  });

  it.each([
    ["DE", "Germany"],
    ["de", "Germany"],
    ["Germany", "Germany"],
    ["Deutschland", "Germany"],
    ["UK", "United Kingdom"],
    ["GB", "United Kingdom"],
    ["England", "United Kingdom"],
    ["USA", "United States"],
    ["United States of America", "United States"],
    ["the Netherlands", "Netherlands"],
    ["Atlantis", null],
  ])("reads addressCountry %j", (addressCountry, country) => {
    const html = page(jsonLd({ "@type": "Organization", address: { addressCountry } }));
    expect(parseBrandPage(html, "https://acme.com/").country).toBe(country);
  });

  it("lets the JSON-LD address win over the domain", () => {
    const html = page(jsonLd({ "@type": "Organization", address: { addressCountry: "FR" } }));
    expect(parseBrandPage(html, "https://acme.de/").country).toBe("France");
  });

  it("never invents a rating: none without aggregateRating, none from page text", () => {
    const html = page("<title>Acme</title>", "<p>Rated 4.9/5 by 10,000 customers</p>");
    expect(parseBrandPage(html, "https://acme.com/")).toMatchObject({
      rating: null,
      reviewCount: null,
      featuredReview: null,
      reviewSource: null,
    });
  });

  it.each([
    [{ ratingValue: 4.5, reviewCount: 120 }, 4.5, 120],
    [{ ratingValue: "4,8", ratingCount: "2.345" }, 4.8, 2345],
    [{ ratingValue: 9, bestRating: 10, reviewCount: 8 }, 4.5, 8],
    [{ ratingValue: "4.2" }, 4.2, null],
    [{ ratingValue: 6 }, null, null],
    [{ ratingValue: -1, reviewCount: 5 }, null, null],
    [{ ratingValue: 0, reviewCount: 0 }, null, null],
    [{ ratingValue: "excellent", reviewCount: 5 }, null, null],
    [{ ratingValue: 4, reviewCount: "lots" }, 4, null],
    [{ ratingValue: 4, reviewCount: -3 }, 4, null],
  ])("reads aggregateRating %j", (aggregateRating, rating, reviewCount) => {
    const html = page(jsonLd({ "@type": "Organization", aggregateRating }));
    expect(parseBrandPage(html, "https://acme.com/")).toMatchObject({ rating, reviewCount });
  });

  it("uses a product's rating and review when the organisation has none", () => {
    const html = page(
      jsonLd([
        { "@type": "Organization", name: "Acme" },
        {
          "@type": "Product",
          name: "Acme Ring",
          aggregateRating: { ratingValue: 4.4, reviewCount: 52 },
          review: {
            "@type": "Review",
            reviewBody: "<p>Accurate sleep data.</p>",
            author: "Ben",
            publisher: { "@type": "Organization", name: "Trustpilot" },
          },
        },
      ]),
    );
    expect(parseBrandPage(html, "https://acme.com/")).toMatchObject({
      rating: 4.4,
      reviewCount: 52,
      featuredReview: "Accurate sleep data.",
      reviewSource: "Trustpilot",
    });
  });

  it("strips control and bidi characters and caps huge strings", () => {
    const html = page(
      `<meta property="og:site_name" content="Ac\u0007me\u202E Labs">` +
        jsonLd({
          "@type": "Organization",
          description: "x".repeat(50_000),
          review: { reviewBody: "word ".repeat(1000) },
        }),
    );
    const data = parseBrandPage(html, "https://acme.com/");
    expect(data.name).toBe("Acme Labs");
    expect(data.description!.length).toBeLessThanOrEqual(1000);
    expect(data.description!.endsWith("…")).toBe(true);
    expect(data.featuredReview!.length).toBeLessThanOrEqual(500);
  });

  it("collapses whitespace and line breaks in text", () => {
    const html = page(`<meta name="description" content="  Line one\n\tline   two  ">`);
    expect(parseBrandPage(html, "https://acme.com/").description).toBe("Line one line two");
  });

  it("returns nothing for an empty page", () => {
    expect(parseBrandPage("", "https://acme.com/")).toEqual(EMPTY);
  });
});
