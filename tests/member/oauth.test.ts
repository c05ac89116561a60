import { afterEach, beforeAll, describe, expect, it } from "vitest";

// The modules open a (lazy) database client on import: any URL will do, nothing connects.
process.env.DATABASE_URL ??= "postgresql://unused@127.0.0.1/unused";
let oauth: typeof import("@/server/auth/member/oauth");
let env: typeof import("@/env").env;

const KEYS = ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"] as const;

beforeAll(async () => {
  oauth = await import("@/server/auth/member/oauth");
  ({ env } = await import("@/env"));
});

afterEach(() => {
  for (const key of KEYS) delete env()[key];
});

describe("optional OAuth providers", () => {
  it("are off unless both variables of a provider are set", () => {
    expect(oauth.oauthProviders()).toEqual([]);
    env().GOOGLE_CLIENT_ID = "id";
    expect(oauth.oauthProviders()).toEqual([]);
    env().GOOGLE_CLIENT_SECRET = "secret";
    env().GITHUB_CLIENT_ID = "gh";
    env().GITHUB_CLIENT_SECRET = "gh-secret";
    expect(oauth.oauthProviders().map((p) => p.id)).toEqual(["google", "github"]);
  });

  it("share the member session format: JWT strategy, the same lifetime, secure cookies on https only", () => {
    const options = oauth.oauthOptions();
    expect(options.session?.strategy).toBe("jwt");
    expect(options.session?.maxAge).toBe(30 * 24 * 60 * 60);
    expect(options.useSecureCookies).toBe(env().SITE_URL.startsWith("https://"));
  });
});
