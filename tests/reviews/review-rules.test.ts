import { describe, expect, it } from "vitest";
import { ALL_REVIEW_DIMENSIONS, dimensionsOf, readDimensions, REVIEW_DIMENSIONS } from "@/lib/reviews/dimensions";
import { showsSplitRating } from "@/lib/reviews/rating-summary";
import { isReviewRule, REVIEW_RULES } from "@/lib/reviews/review-rules";
import { REVIEW_ERRORS, reviewInputSchema } from "@/lib/reviews/review-schema";
import { invitationInputSchema } from "@/lib/reviews/invitation-schema";
import { LOCALES } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";

describe("review dimensions", () => {
  it("are the issue's per-kind lists, each 1-5 and optional", () => {
    expect(REVIEW_DIMENSIONS).toEqual({
      clinic: ["care", "communication", "value", "facilities"],
      lab: ["ease", "turnaround", "clarity"],
      wearable: ["accuracy", "comfort", "app", "battery"],
      supplement: ["quality", "value", "effect"],
    });
    expect(dimensionsOf("practitioner")).toEqual([]);
    expect(new Set(ALL_REVIEW_DIMENSIONS).size).toBe(ALL_REVIEW_DIMENSIONS.length);
  });

  it("accept whole stars 1-5 or nothing, and refuse others under dimensions.{key}", () => {
    expect(reviewInputSchema.safeParse({ rating: 4, dimensions: { care: 1, value: 5, app: null } }).success).toBe(true);
    expect(reviewInputSchema.safeParse({ rating: 4 }).success).toBe(true);
    for (const bad of [0, 6, 2.5, "3", -1]) {
      const result = reviewInputSchema.safeParse({ rating: 4, dimensions: { care: bad } });
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ["dimensions", "care"], message: REVIEW_ERRORS.dimension });
    }
  });

  it("read back only known keys with valid stars", () => {
    expect(readDimensions({ care: 4, battery: 9, nope: 3, value: "2" })).toEqual({ care: 4 });
    expect(readDimensions(null)).toBeUndefined();
    expect(readDimensions([1, 2])).toBeUndefined();
  });
});

describe("the rating split", () => {
  const mean = (value: number | null, count: number) => ({ mean: value, count });
  it("shows both means only when each has reviews and they are more than a star apart", () => {
    expect(showsSplitRating({ verified: mean(4.5, 2), unverified: mean(3.4, 5) })).toBe(true);
    expect(showsSplitRating({ verified: mean(4, 2), unverified: mean(3, 5) })).toBe(false);
    expect(showsSplitRating({ verified: mean(null, 0), unverified: mean(1, 5) })).toBe(false);
    expect(showsSplitRating({ verified: mean(1, 1), unverified: mean(5, 1) })).toBe(true);
  });
});

describe("the public review rules", () => {
  it("are one list, each with a title and text in all six catalogues, and never forbid being negative", async () => {
    expect(isReviewRule("spam")).toBe(true);
    expect(isReviewRule("negative")).toBe(false);
    for (const locale of LOCALES) {
      const form = (await import(`@/messages/${locale}/reviews-form.json`)).default as Messages["reviews-form"];
      for (const rule of REVIEW_RULES) {
        expect(form.rules[rule].title, `${locale} ${rule}`).toBeTruthy();
        expect(form.rules[rule].text, `${locale} ${rule}`).toBeTruthy();
      }
      for (const key of ALL_REVIEW_DIMENSIONS) expect(form.dimensions[key], `${locale} ${key}`).toBeTruthy();
    }
  });

  it("invitations say in every language that nothing is offered", async () => {
    const phrases = {
      en: "Nothing is offered",
      de: "nichts angeboten",
      fr: "Rien ne vous est offert",
      es: "No se ofrece nada",
      it: "non viene offerto nulla",
      nl: "niets aangeboden",
    };
    for (const locale of LOCALES) {
      const owner = (await import(`@/messages/${locale}/owner-emails.json`)).default as Messages["owner-emails"];
      expect(owner.invitation.nothingOffered, locale).toContain(phrases[locale]);
    }
  });
});

describe("the invitation form", () => {
  it("lower-cases the address and needs a language", () => {
    expect(invitationInputSchema.parse({ email: " Client@Example.COM ", locale: "de" })).toEqual({
      email: "client@example.com",
      locale: "de",
    });
    expect(invitationInputSchema.safeParse({ email: "nope", locale: "de" }).success).toBe(false);
    expect(invitationInputSchema.safeParse({ email: "a@b.co", locale: "xx" }).success).toBe(false);
  });
});
