import { describe, expect, it } from "vitest";
import { EMAIL_MAX_LENGTH, newsletterSignupSchema, newsletterTokenSchema } from "@/lib/newsletter/schema";

const messages = (input: unknown) => {
  const result = newsletterSignupSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("newsletterSignupSchema", () => {
  it("trims and lower-cases the email", () => {
    expect(newsletterSignupSchema.parse({ email: "  Ada.Lovelace@Example.COM \n" })).toEqual({
      email: "ada.lovelace@example.com",
    });
  });

  it("requires an email, with one clear message", () => {
    expect(messages({})).toEqual(["email: Email is required"]);
    expect(messages({ email: "" })).toEqual(["email: Email is required"]);
    expect(messages({ email: "   " })).toEqual(["email: Email is required"]);
    expect(messages({ email: 42 })).toEqual(["email: Email is required"]);
  });

  it("rejects malformed addresses", () => {
    for (const email of [
      "not-an-email",
      "a@b",
      "@example.com",
      "a@@example.com",
      "a b@example.com",
      "a@example..com",
    ]) {
      expect(messages({ email }), email).toEqual(["email: Please enter a valid email address"]);
    }
  });

  it(`accepts ${EMAIL_MAX_LENGTH} characters and rejects more`, () => {
    const domain = "@example.com";
    const atLimit = `${"a".repeat(64)}.${"b".repeat(EMAIL_MAX_LENGTH - 65 - domain.length)}${domain}`;
    expect(atLimit).toHaveLength(EMAIL_MAX_LENGTH);
    expect(newsletterSignupSchema.safeParse({ email: atLimit }).success).toBe(true);
    expect(messages({ email: `x${atLimit}` })).toEqual([`email: Email must be at most ${EMAIL_MAX_LENGTH} characters`]);
  });

  it("keeps an optional, slug-like source", () => {
    expect(newsletterSignupSchema.parse({ email: "a@example.com", source: "home" })).toEqual({
      email: "a@example.com",
      source: "home",
    });
    expect(messages({ email: "a@example.com", source: "<script>" })).toEqual([
      "source: source may only contain a-z, 0-9 and hyphens",
    ]);
  });

  it("ignores unknown keys", () => {
    expect(newsletterSignupSchema.parse({ email: "a@example.com", admin: true })).toEqual({ email: "a@example.com" });
  });
});

describe("newsletterTokenSchema", () => {
  it("accepts 43-character base64url tokens only", () => {
    expect(newsletterTokenSchema.safeParse("A".repeat(43)).success).toBe(true);
    expect(newsletterTokenSchema.safeParse("a-_".repeat(14) + "Z").success).toBe(true);
    expect(newsletterTokenSchema.safeParse("A".repeat(42)).success).toBe(false);
    expect(newsletterTokenSchema.safeParse("A".repeat(42) + "=").success).toBe(false);
    expect(newsletterTokenSchema.safeParse("' OR 1=1 --").success).toBe(false);
  });
});
