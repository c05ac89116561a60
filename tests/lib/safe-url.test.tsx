import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ListingLogo } from "@/components/listing/listing-logo";
import { optimizableImageUrl, safeHttpUrl } from "@/lib/safe-url";

describe("safeHttpUrl", () => {
  it("keeps http and https URLs and drops every other scheme or non-URL", () => {
    expect(safeHttpUrl("http://a.example/x")).toBe("http://a.example/x");
    expect(safeHttpUrl("HTTPS://A.example")).toBe("https://a.example/");
    for (const bad of [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "/relative.png",
      "https://",
      "",
      null,
      undefined,
    ])
      expect(safeHttpUrl(bad)).toBeNull();
  });
});

describe("optimizableImageUrl", () => {
  it("keeps only https URLs, the ones the image optimizer is allowed to fetch", () => {
    expect(optimizableImageUrl("https://brand.example/logo.png")).toBe("https://brand.example/logo.png");
    for (const bad of ["http://brand.example/logo.png", "javascript:alert(1)", "https://", null])
      expect(optimizableImageUrl(bad)).toBeNull();
  });

  it("lets a listing logo on plain http fall back to the initial tile instead of requesting a failing image", () => {
    expect(renderToStaticMarkup(<ListingLogo name="Acme" src="http://brand.example/logo.png" />)).toMatch(
      /^<div class="logo-tile[^>]*>A<\/div>$/,
    );
    expect(renderToStaticMarkup(<ListingLogo name="Acme" src="https://brand.example/logo.png" />)).toContain("<img");
  });

  it("shows a logo from our storage through its own route, at 1x and 2x of the card's size", () => {
    const key = `${"c".repeat(64)}.png`;
    const html = renderToStaticMarkup(<ListingLogo name="Acme" src={`/images/${key}`} size={56} />);
    expect(html).toContain(`src="/images/${key}?w=112"`);
    expect(html).toContain(`srcSet="/images/${key}?w=56 1x, /images/${key}?w=112 2x"`);
    expect(renderToStaticMarkup(<ListingLogo name="Acme" src="/images/../x.png" />)).toMatch(/^<div class="logo-tile/);
  });
});
