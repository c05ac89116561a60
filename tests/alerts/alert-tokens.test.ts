import { describe, expect, it, vi } from "vitest";
import { alertLinkToken, verifyAlertLinkToken } from "@/server/alerts/tokens";

vi.hoisted(() => {
  process.env.DATABASE_URL ??= "postgresql://unit@127.0.0.1/unit";
  process.env.AUTH_SECRET = "unit-test-auth-secret-0123456789";
});

const ID = "cmabc123def456ghi789jkl0";

describe("alert link tokens", () => {
  it("carry the subscription id and verify for their own action only", () => {
    const pause = alertLinkToken(ID, "pause");
    const unsubscribe = alertLinkToken(ID, "unsubscribe");
    expect(pause).toMatch(new RegExp(`^${ID}\\.[A-Za-z0-9_-]{43}$`));
    expect(pause).not.toBe(unsubscribe);
    expect(verifyAlertLinkToken(pause, "pause")).toBe(ID);
    expect(verifyAlertLinkToken(unsubscribe, "unsubscribe")).toBe(ID);
    expect(verifyAlertLinkToken(pause, "unsubscribe")).toBeNull();
    expect(verifyAlertLinkToken(unsubscribe, "pause")).toBeNull();
  });

  it("refuse any change to the id or the signature, including the spare bits of the last character", () => {
    const token = alertLinkToken(ID, "pause");
    const [id, signature] = token.split(".") as [string, string];
    expect(verifyAlertLinkToken(`${id.slice(0, -1)}x.${signature}`, "pause")).toBeNull();
    expect(verifyAlertLinkToken(alertLinkToken("cother", "pause").replace("cother", id), "pause")).toBeNull();
    for (const char of "AEIMQUYcgkosw048") {
      const altered = `${id}.${signature.slice(0, -1)}${char}`;
      if (altered !== token) expect(verifyAlertLinkToken(altered, "pause"), altered).toBeNull();
    }
  });

  it("refuse malformed input without throwing", () => {
    for (const bad of [
      "",
      ".",
      ID,
      `${ID}.`,
      `${ID}.short`,
      `${ID.toUpperCase()}.${"A".repeat(43)}`,
      `a.b.c`,
      "x".repeat(500),
      null,
      42,
      {},
    ]) {
      expect(verifyAlertLinkToken(bad, "pause")).toBeNull();
    }
  });
});
