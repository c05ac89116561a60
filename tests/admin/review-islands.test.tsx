import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AdminLoginForm } from "@/components/admin/admin-login-form";
import { BrandBoard } from "@/components/admin/brand-board";
import { BrandReviewCard } from "@/components/admin/brand-review-card";
import { brandCategoryLabel, formatBrandCreatedAt, splitBrands } from "@/lib/brands/moderation-format";
import { brandPatchSchema } from "@/lib/brands/moderation-schema";
import type { AdminBrand } from "@/lib/brands/moderation-types";
import { serverFiles, staticImportGraph, zodPackages } from "../support/import-graph";
import { withIntl } from "../support/i18n";

const en = await withIntl("en");

const brand = (overrides: Partial<AdminBrand> = {}): AdminBrand => ({
  id: "b1",
  slug: "sleepwell",
  name: "SleepWell",
  status: "pending",
  shortDescription: "Short text",
  longDescription: null,
  description: "Sleep trackers made in Berlin.",
  category: "sleep",
  region: "Europe",
  country: "Germany",
  website: "https://www.sleepwell.example/",
  logoUrl: "https://sleepwell.example/logo.png",
  rating: 4.56,
  reviewCount: 1234,
  siteRating: { rating: 4.8, reviewCount: 120 },
  featuredReview: "Best sleep of my life",
  reviewSource: "Trustpilot",
  featured: false,
  sponsored: false,
  verified: false,
  createdAt: "2025-03-05T14:07:00.000Z",
  ...overrides,
});

const count = (html: string, testId: string) => html.split(`data-testid="${testId}"`).length - 1;
const noop = async () => undefined;

describe("admin islands' weight", () => {
  it("components/admin/admin-review-board.tsx loads no zod and no server code with the page", () => {
    const graph = staticImportGraph("components/admin/admin-review-board.tsx");
    expect(zodPackages(graph)).toEqual([]);
    expect(serverFiles(graph)).toEqual([]);
  });

  it("components/admin/admin-login-form.tsx validates with the login route's schema and loads no server code", () => {
    const graph = staticImportGraph("components/admin/admin-login-form.tsx");
    expect(graph.files).toContain("lib/auth/admin-login-schema.ts");
    expect(serverFiles(graph)).toEqual([]);
  });
});

describe("AdminLoginForm", () => {
  it("has one password field, 'Access Admin Panel' and the 24-hour notice; the code field only with TOTP", () => {
    const html = renderToStaticMarkup(en(<AdminLoginForm totp={false} />));
    expect(count(html, "admin-password")).toBe(1);
    expect(html).toContain('type="password"');
    expect(html).toContain("Access Admin Panel");
    expect(html).toContain("expires after 24 hours of inactivity");
    expect(count(html, "admin-code")).toBe(0);
    expect(count(renderToStaticMarkup(en(<AdminLoginForm totp />)), "admin-code")).toBe(1);
  });
});

describe("BrandReviewCard", () => {
  it("shows a pending submission's fields with Approve, Reject and Visit Site", () => {
    const html = renderToStaticMarkup(en(<BrandReviewCard brand={brand()} refetch={noop} />));
    expect(html).toContain("SleepWell");
    expect(html).toContain("Sleep Optimization");
    expect(html).toContain("Germany");
    expect(html).toContain("Pending");
    expect(html).toContain("Mar 5, 2025");
    expect(html).toContain("Sleep trackers made in Berlin.");
    expect(html).toContain('target="_blank"');
    expect(html).toContain("4.6");
    expect(html).toContain("(1,234 reviews)");
    // The site's own claim is labelled as such, apart from the members' rating.
    expect(count(html, "brand-site-rating")).toBe(1);
    expect(html).toContain("(120 reviews) on its own website");
    expect(html).toContain("Best sleep of my life");
    expect(html).toContain("Trustpilot");
    expect(count(html, "brand-logo")).toBe(1);
    for (const id of ["brand-approve", "brand-reject", "brand-visit"]) expect(count(html, id), id).toBe(1);
    expect(count(html, "brand-feature")).toBe(0);
    expect(count(html, "brand-featured")).toBe(0);
  });

  it("shows a verified brand's Verified and Featured badges with Unfeature, and no Approve or Reject", () => {
    const html = renderToStaticMarkup(
      en(<BrandReviewCard brand={brand({ verified: true, featured: true, status: "published" })} refetch={noop} />),
    );
    expect(html).toContain("Verified");
    expect(count(html, "brand-featured")).toBe(1);
    expect(html).toContain("Unfeature");
    expect(count(html, "brand-approve") + count(html, "brand-reject")).toBe(0);
  });

  it("offers no Reject for a listed brand that is not yet verified, and drops unsafe links and non-https logos", () => {
    const html = renderToStaticMarkup(
      en(
        <BrandReviewCard
          brand={brand({
            status: "published",
            website: "javascript:alert(1)",
            logoUrl: "http://insecure.example/logo.png",
            rating: null,
            siteRating: null,
            featuredReview: null,
          })}
          refetch={noop}
        />,
      ),
    );
    expect(count(html, "brand-approve")).toBe(1);
    expect(count(html, "brand-reject")).toBe(0);
    expect(count(html, "brand-listed")).toBe(1);
    expect(html).not.toContain("javascript:");
    expect(
      count(html, "brand-visit") +
        count(html, "brand-website") +
        count(html, "brand-logo") +
        count(html, "brand-rating") +
        count(html, "brand-site-rating"),
    ).toBe(0);
  });
});

describe("BrandBoard", () => {
  it("renders the counters, the Pending Review tab first and 'Loading submissions...' before the list arrives", () => {
    const html = renderToStaticMarkup(en(<BrandBoard />));
    expect(html).toContain("Pending Review (0)");
    expect(html).toContain("Approved (0)");
    expect(html).toContain("Loading submissions...");
    expect(html).toMatch(/aria-selected="true"[^>]*data-testid="tab-pending"/);
    expect(html).toMatch(/aria-selected="false"[^>]*data-testid="tab-approved"/);
    for (const id of ["count-pending", "count-approved", "count-featured"]) expect(count(html, id), id).toBe(1);
  });
});

describe("review board helpers", () => {
  it("puts submissions under Pending Review and every listed brand under Approved, featured ones counted among them", () => {
    const split = splitBrands([
      brand(),
      brand({ id: "b2", status: "published", verified: true }),
      brand({ id: "b3", status: "published", verified: true, featured: true }),
      brand({ id: "b4", status: "published", verified: false }),
    ]);
    expect([split.pending.length, split.approved.length, split.featuredCount]).toEqual([1, 3, 1]);
  });

  it("formats the creation date in en-US with a short month, hour and minute", () => {
    expect(formatBrandCreatedAt("2025-03-05T14:07:00.000Z")).toMatch(/^Mar 5, 2025, \d{2}:07 (AM|PM)$/);
    expect(formatBrandCreatedAt("not a date")).toBe("");
    expect(brandCategoryLabel("mental_health")).toBe("Mental Health & Wellness");
    expect(brandCategoryLabel("wearables-and-more")).toBe("wearables-and-more");
  });

  it("accepts exactly the approve and feature bodies", () => {
    expect(brandPatchSchema.safeParse({ verified: true, featured: false }).success).toBe(true);
    expect(brandPatchSchema.safeParse({ featured: true }).success).toBe(true);
    for (const body of [{}, { verified: false }, { verified: true, featured: true }, { featured: "true" }, null]) {
      expect(brandPatchSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});
