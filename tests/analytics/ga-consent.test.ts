import { afterEach, describe, expect, it, vi } from "vitest";
import { readConsent, writeConsent } from "@/lib/analytics/consent";
import { STORAGE_KEYS } from "@/lib/analytics/constants";
import { configuredMeasurementId } from "@/lib/analytics/ga-config";
import { nonceContentSecurityPolicy, staticContentSecurityPolicy } from "@/lib/security/headers";
import { memoryStorage } from "./memory-storage";

const options = { dev: false, upgradeInsecureRequests: true };
const directive = (csp: string, name: string) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(csp)?.[1];

describe("the CSP and Google Analytics", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("allows no third-party origin without NEXT_PUBLIC_GA_ID", () => {
    vi.stubEnv("NEXT_PUBLIC_GA_ID", "");
    expect(configuredMeasurementId()).toBeNull();
    const csp = staticContentSecurityPolicy(options);
    expect(directive(csp, "script-src")).toBe("'self' 'unsafe-inline'");
    expect(directive(csp, "connect-src")).toBe("'self'");
  });

  it("allows exactly Google's tag and collection origins when it is set", () => {
    vi.stubEnv("NEXT_PUBLIC_GA_ID", "G-ABC123XYZ");
    expect(configuredMeasurementId()).toBe("G-ABC123XYZ");
    const csp = staticContentSecurityPolicy(options);
    expect(directive(csp, "script-src")).toBe("'self' 'unsafe-inline' https://www.googletagmanager.com");
    expect(directive(csp, "connect-src")).toBe(
      "'self' https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com",
    );
    expect(directive(nonceContentSecurityPolicy("abc", options), "script-src")).toBe(
      "'self' 'nonce-abc' 'strict-dynamic' https://www.googletagmanager.com",
    );
    expect(directive(csp, "default-src")).toBe("'self'");
  });

  it("ignores an id that is not a GA4 measurement id", () => {
    vi.stubEnv("NEXT_PUBLIC_GA_ID", "UA-1234-1");
    expect(directive(staticContentSecurityPolicy(options), "script-src")).toBe("'self' 'unsafe-inline'");
  });
});

describe("consent", () => {
  it("is unknown until answered, then remembered", () => {
    const storage = memoryStorage();
    expect(readConsent(storage)).toBeNull();
    expect(writeConsent(storage, "granted")).toBe(true);
    expect(readConsent(storage)).toBe("granted");
    expect(storage.data.get(STORAGE_KEYS.consent)).toBe("granted");
    storage.data.set(STORAGE_KEYS.consent, "maybe");
    expect(readConsent(storage)).toBeNull();
  });

  it("survives storage that refuses", () => {
    const storage = memoryStorage();
    storage.failReads = true;
    storage.failWrites = true;
    expect(readConsent(storage)).toBeNull();
    expect(writeConsent(storage, "denied")).toBe(false);
    expect(readConsent(null)).toBeNull();
  });
});
