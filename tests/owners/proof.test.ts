// The proofs of a claim: the website's registrable domain (Public Suffix List), the addresses at it, and codes and
// tokens bound to their claim.
import { describe, expect, it, vi } from "vitest";
import {
  claimCodeHash,
  claimToken,
  isAddressAtDomain,
  newClaimCode,
  websiteDomain,
} from "@/server/owners/claims/proof";

vi.hoisted(() => {
  process.env.DATABASE_URL ??= "postgresql://unit@127.0.0.1/unit";
  process.env.AUTH_SECRET = "unit-test-auth-secret-0123456789";
});

describe("the website's domain", () => {
  it("is the registrable domain under the Public Suffix List, private suffixes included", () => {
    expect(websiteDomain("https://www.clinic.de")).toBe("clinic.de");
    expect(websiteDomain("https://shop.clinic.co.uk/path")).toBe("clinic.co.uk");
    expect(websiteDomain("https://longevity.github.io")).toBe("longevity.github.io");
    expect(websiteDomain("https://münchen-klinik.de")).toBe("xn--mnchen-klinik-wob.de");
    expect(websiteDomain("http://45.45.45.45/")).toBeNull();
    expect(websiteDomain(null)).toBeNull();
    expect(websiteDomain("not a site")).toBeNull();
  });

  it("takes an address at that domain or one of its subdomains, nothing else", () => {
    expect(isAddressAtDomain("info@clinic.de", "clinic.de")).toBe(true);
    expect(isAddressAtDomain("Info@Mail.Clinic.DE", "clinic.de")).toBe(true);
    expect(isAddressAtDomain("info@clinic.de.evil.com", "clinic.de")).toBe(false);
    expect(isAddressAtDomain("info@notclinic.de", "clinic.de")).toBe(false);
    expect(isAddressAtDomain("someone@github.io", "longevity.github.io")).toBe(false);
    expect(isAddressAtDomain("@clinic.de", "clinic.de")).toBe(false);
    expect(isAddressAtDomain("info@münchen-klinik.de", "xn--mnchen-klinik-wob.de")).toBe(true);
  });
});

describe("codes and tokens", () => {
  it("six-digit codes, stored as an HMAC bound to their claim", () => {
    const codes = new Set(Array.from({ length: 50 }, newClaimCode));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(40);
    expect(claimCodeHash("claim-a", "123456")).toBe(claimCodeHash("claim-a", "123456"));
    expect(claimCodeHash("claim-a", "123456")).not.toBe(claimCodeHash("claim-b", "123456"));
    expect(claimCodeHash("claim-a", "123456")).not.toContain("123456");
  });

  it("a token proves one claim of one member for one listing", () => {
    const claim = { id: "claim-a", listingId: "listing-a", userId: "user-a" };
    expect(claimToken(claim)).toMatch(/^ld-[A-Za-z0-9_-]{32}$/);
    expect(claimToken(claim)).toBe(claimToken({ ...claim }));
    expect(claimToken({ ...claim, listingId: "listing-b" })).not.toBe(claimToken(claim));
    expect(claimToken({ ...claim, userId: "user-b" })).not.toBe(claimToken(claim));
    expect(claimToken({ ...claim, id: "claim-b" })).not.toBe(claimToken(claim));
  });
});
