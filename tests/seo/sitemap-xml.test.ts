import { describe, expect, it } from "vitest";
import { sitemapIndexXml, urlsetXml } from "@/lib/seo/sitemap-xml";

describe("sitemap XML", () => {
  it("escapes URLs and writes lastmod as ISO dates", () => {
    const xml = urlsetXml([
      { loc: "https://x.test/directory?category=labs&a=<b>", lastmod: new Date("2026-01-02T03:04:05Z") },
    ]);
    expect(xml).toContain(
      "<loc>https://x.test/directory?category=labs&amp;a=&lt;b&gt;</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod>",
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("builds a sitemap index", () => {
    const xml = sitemapIndexXml([{ loc: "https://x.test/sitemaps/0.xml" }, { loc: "https://x.test/sitemaps/1.xml" }]);
    expect(xml).toContain("<sitemapindex");
    expect(xml.match(/<sitemap>/g)).toHaveLength(2);
  });
});
