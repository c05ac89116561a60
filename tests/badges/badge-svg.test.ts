import { describe, expect, it } from "vitest";
import { badgeSvg, escapeXmlText } from "@/lib/badges/badge-svg";

const base = {
  theme: "light" as const,
  listedOn: "Listed on",
  siteName: "Longevity Directory",
  verifiedOwner: null,
  rating: null,
  label: "Listed on Longevity Directory",
};

describe("the listed-on badge", () => {
  it("escapes every text it draws, so no wording or name can become markup", () => {
    expect(escapeXmlText(`<script>"a" & 'b'</script>`)).toBe(
      "&#60;script&#62;&#34;a&#34; &#38; &#39;b&#39;&#60;/script&#62;",
    );
    const { svg } = badgeSvg({ ...base, rating: `4.5 <img onerror="x">`, label: `a"><script>` });
    expect(svg).not.toContain("<script");
    expect(svg).not.toContain("<img");
    expect(svg).toContain('aria-label="a&#34;&#62;&#60;script&#62;"');
  });

  it("draws the verified-owner check and the rating only when given, and grows to fit them", () => {
    const plain = badgeSvg(base);
    expect(plain.svg).not.toContain("✓");
    expect(plain.svg).not.toContain("★");
    const full = badgeSvg({ ...base, verifiedOwner: "Verified owner", rating: "4.6 · 12 reviews" });
    expect(full.svg).toContain("✓ Verified owner");
    expect(full.svg).toContain("★ 4.6 · 12 reviews");
    expect(full.width).toBeGreaterThan(plain.width);
    expect(full.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+" height="44"/);
  });

  it("has a dark theme", () => {
    expect(badgeSvg({ ...base, theme: "dark" }).svg).toContain('fill="#0f172a"');
    expect(badgeSvg(base).svg).toContain('fill="#ffffff"');
  });
});
