import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as sitemap } from "@/app/sitemap.xml/route";
import { GET as sitemapFile } from "@/app/sitemaps/[file]/route";
import robots from "@/app/robots";
import { createListings, deleteListings } from "../support/listing-fixtures";

const context = (params: Record<string, string> = {}) => ({ params: Promise.resolve(params) });
const request = (path: string) => new NextRequest(`http://localhost${path}`);

describe("sitemap.xml and robots.txt", () => {
  let listings: Awaited<ReturnType<typeof createListings>>;

  beforeAll(async () => {
    listings = await createListings([
      { name: "Sitemap Clinic Alpha", kind: "clinic", updatedAt: new Date("2026-03-04T05:06:07Z") },
      { name: "Sitemap Brand Beta", kind: "brand" },
      { name: "Sitemap Hidden Lab", kind: "lab", status: "pending", publishedAt: null },
    ]);
  });
  afterAll(() => deleteListings(listings));

  it("lists every published listing with its lastmod and every category page, never unpublished ones", async () => {
    const response = await sitemap(request("/sitemap.xml"), context());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toContain("<urlset");
    const clinic = listings.find((l) => l.kind === "clinic")!;
    expect(xml).toContain(
      `<loc>http://localhost:3000/clinic/${clinic.slug}</loc><lastmod>${clinic.updatedAt.toISOString()}</lastmod>`,
    );
    expect(xml).toContain(`/brand/${listings.find((l) => l.kind === "brand")!.slug}</loc>`);
    expect(xml).not.toContain(listings.find((l) => l.kind === "lab")!.slug);
    expect(xml).toContain("/directory?category=clinics</loc>");
    expect(xml).toContain("/directory?category=brands</loc>");
  });

  it("serves the category file and 404s for sitemap files beyond the last page", async () => {
    const pages = await sitemapFile(request("/sitemaps/pages.xml"), context({ file: "pages.xml" }));
    expect(pages.status).toBe(200);
    expect(await pages.text()).toContain("/directory?category=clinics");
    const first = await sitemapFile(request("/sitemaps/0.xml"), context({ file: "0.xml" }));
    expect(first.status).toBe(200);
    const missing = await sitemapFile(request("/sitemaps/99.xml"), context({ file: "99.xml" }));
    expect(missing.status).toBe(404);
    const junk = await sitemapFile(request("/sitemaps/x.xml"), context({ file: "../x.xml" }));
    expect(junk.status).toBe(404);
  });

  it("robots.txt points at the sitemap and keeps member, admin and API paths out", () => {
    const rules = robots();
    expect(rules.sitemap).toBe("http://localhost:3000/sitemap.xml");
    const disallow = [rules.rules].flat()[0]?.disallow;
    for (const path of ["/api/", "/admin", "/profile", "/home", "/analytics", "/audit", "/test-audit"])
      expect(disallow).toContain(path);
  });
});
