// GET /api/captcha and the token: operands 1..10, a sealed token that hides them, single use.
import { afterEach, describe, expect, it, vi } from "vitest";
import { env } from "@/env";
import { CAPTCHA_TTL_MS, issueCaptcha, redeemCaptcha } from "@/server/captcha/challenge";
import { openCaptchaToken } from "@/server/captcha/token";
import { answerOf, getCaptcha, nextIp } from "./brand-api";

const HOUR = 3_600_000;

afterEach(() => {
  vi.useRealTimers();
});

describe("GET /api/captcha", () => {
  it("issues a question, a token and its expiry, never cached", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const now = Date.now();
    const res = await getCaptcha();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(["expiresAt", "id", "question", "token"]);
    expect(body.question).toMatch(/^What is ([1-9]|10) \+ ([1-9]|10)\?$/);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Date.parse(body.expiresAt!)).toBe(now + CAPTCHA_TTL_MS);
  });

  it("is rate limited per address", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Math.ceil(Date.now() / HOUR) * HOUR + 30 * HOUR);
    const ip = nextIp();
    for (let i = 0; i < 60; i += 1) expect((await getCaptcha(ip)).status).toBe(200);
    const limited = await getCaptcha(ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("3600");
  });
});

describe("captcha challenges", () => {
  it("use operands from 1 to 10, all of them", () => {
    const seen = new Set<number>();
    for (let i = 0; i < 400; i += 1) {
      const match = /^What is (\d+) \+ (\d+)\?$/.exec(issueCaptcha().question)!;
      for (const operand of [Number(match[1]), Number(match[2])]) {
        expect(operand).toBeGreaterThanOrEqual(1);
        expect(operand).toBeLessThanOrEqual(10);
        seen.add(operand);
      }
    }
    expect(seen.size).toBe(10);
  });

  it("carry the operands only sealed: nothing readable in the token, and a token of another secret is refused", () => {
    const challenge = issueCaptcha();
    const text = Buffer.from(challenge.token, "base64url").toString("latin1");
    expect(text).not.toContain(challenge.id);
    expect(text).not.toMatch(/"a"|"b"|expiresAt/);
    expect(openCaptchaToken(challenge.token)).toMatchObject({ id: challenge.id });

    const secret = env().AUTH_SECRET;
    env().AUTH_SECRET = "another-secret-of-at-least-16-characters";
    try {
      expect(openCaptchaToken(challenge.token)).toBeNull();
    } finally {
      env().AUTH_SECRET = secret;
    }
  });

  it("accept the right sum once, refuse every later try, and expire", async () => {
    const first = issueCaptcha();
    const answer = String(answerOf(first.question));
    expect(await redeemCaptcha(first.token, answer)).toBe("ok");
    expect(await redeemCaptcha(first.token, answer)).toBe("replayed");

    const second = issueCaptcha();
    expect(await redeemCaptcha(second.token, String(Number(answerOf(second.question)) + 1))).toBe("wrong");
    expect(await redeemCaptcha(second.token, String(answerOf(second.question)))).toBe("replayed");

    const third = issueCaptcha();
    expect(await redeemCaptcha(third.token, String(answerOf(third.question)), Date.now() + CAPTCHA_TTL_MS)).toBe(
      "expired",
    );
    expect(await redeemCaptcha("garbage", "3")).toBe("invalid");

    // Twenty concurrent redemptions of one token: one succeeds.
    const fourth = issueCaptcha();
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, () => redeemCaptcha(fourth.token, String(answerOf(fourth.question)))),
    );
    expect(verdicts.filter((v) => v === "ok")).toHaveLength(1);
    expect(verdicts.filter((v) => v === "replayed")).toHaveLength(19);
  });
});
