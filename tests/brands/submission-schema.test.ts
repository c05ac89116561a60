import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import {
  BRAND_SUBMISSION_ERRORS as M,
  brandSubmissionSchema,
  enrichmentQuerySchema,
} from "@/lib/brands/submission-schema";
import { submittedBrandFields } from "@/server/brands/listing-data";
import { storedWebsiteSpellings } from "@/server/brands/website-spellings";

function issues(value: unknown): Record<string, string> {
  const result = z.safeParse(brandSubmissionSchema, value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

const valid = { website: "https://acme.com", category: "supplements", captchaToken: "token", captchaAnswer: "7" };

describe("brandSubmissionSchema", () => {
  it("gives the spec's messages", () => {
    expect(issues({})).toEqual({
      website: M.websiteRequired,
      category: M.categoryRequired,
      captchaToken: M.captcha,
      captchaAnswer: M.captcha,
    });
    expect(issues({ ...valid, website: "   " })).toEqual({ website: M.websiteRequired });
    expect(issues({ ...valid, category: "" })).toEqual({ category: M.categoryRequired });
    expect(issues({ ...valid, captchaAnswer: "" })).toEqual({ captchaAnswer: M.captcha });
    expect(issues({ ...valid, captchaAnswer: "seven" })).toEqual({ captchaAnswer: M.captcha });
  });

  it.each([
    "not a url",
    "localhost",
    "http://",
    "ftp://acme.com",
    "javascript:alert(1)",
    "https://u:p@acme.com",
    "https://acme.com/\ud800",
  ])("refuses %j as a website", (website) => {
    expect(issues({ ...valid, website })).toEqual({ website: M.websiteInvalid });
  });

  it.each([
    "acme.com",
    "www.acme.co.uk/shop",
    "http://acme.com",
    "https://münchen-klinik.de/",
    "https://acme.com:8443/x",
  ])("accepts %j", (website) => {
    expect(issues({ ...valid, website })).toEqual({});
  });

  it("trims, keeps the description optional and drops unknown fields", () => {
    expect(
      z.parse(brandSubmissionSchema, {
        ...valid,
        website: " acme.com ",
        description: "  Hi  ",
        captchaAnswer: " 12 ",
        verified: true,
        featured: true,
      }),
    ).toEqual({
      website: "acme.com",
      category: "supplements",
      description: "Hi",
      captchaToken: "token",
      captchaAnswer: "12",
    });
    expect(issues({ ...valid, description: "x".repeat(1_001) })).toEqual({ description: M.description });
  });

  it("validates the enrichment query's URL the same way", () => {
    expect(z.safeParse(enrichmentQuerySchema, { url: "acme.com" }).success).toBe(true);
    expect(z.safeParse(enrichmentQuerySchema, {}).error?.issues[0]?.message).toBe(M.websiteRequired);
    expect(z.safeParse(enrichmentQuerySchema, { url: "localhost" }).error?.issues[0]?.message).toBe(M.websiteInvalid);
  });
});

describe("submittedBrandFields (docs/product.md, Admin: entities defaults)", () => {
  const base = { website: "https://acme.com", hostname: "acme.com" };

  it("without gathered data", () => {
    expect(
      submittedBrandFields({ ...base, submission: { category: "sleep", description: undefined }, gathered: null }),
    ).toEqual({
      name: "acme.com",
      shortDescription: "",
      longDescription: null,
      description: null,
      category: "sleep",
      categories: ["sleep"],
      region: "Unknown",
      country: "Unknown",
      website: "https://acme.com",
      logoUrl: null,
      rating: null,
      reviewCount: 0,
      featuredReview: null,
      reviewSource: null,
      // No placement: the listing starts as neither an editor's pick nor sponsored.
      verified: false,
    });
  });

  it("from gathered data, the visitor's description first", () => {
    const gathered = {
      name: "Acme",
      description: "Gathered.",
      region: "Europe",
      country: "Germany",
      logoUrl: "https://acme.com/l.png",
      rating: 4.2,
      reviewCount: 10,
      featuredReview: "Great",
      reviewSource: "Anna",
    };
    expect(
      submittedBrandFields({ ...base, submission: { category: "apps", description: "" }, gathered }),
    ).toMatchObject({
      name: "Acme",
      shortDescription: "Gathered.",
      region: "Europe",
      country: "Germany",
      logoUrl: gathered.logoUrl,
      featuredReview: "Great",
      reviewSource: "Anna",
      // A site's own rating is not the directory's: ratings come from member reviews only.
      rating: null,
      reviewCount: 0,
    });
    expect(
      submittedBrandFields({ ...base, submission: { category: "apps", description: "Mine." }, gathered }),
    ).toMatchObject({ shortDescription: "Mine.", description: "Mine." });
  });
});

describe("storedWebsiteSpellings", () => {
  it("covers scheme, www. and a trailing slash, lowercased", () => {
    expect(storedWebsiteSpellings("https://acme.com/Shop")).toEqual([
      "https://acme.com/shop",
      "https://acme.com/shop/",
      "https://www.acme.com/shop",
      "https://www.acme.com/shop/",
      "http://acme.com/shop",
      "http://acme.com/shop/",
      "http://www.acme.com/shop",
      "http://www.acme.com/shop/",
    ]);
    expect(storedWebsiteSpellings("https://acme.com")).toContain("https://www.acme.com/");
  });
});
