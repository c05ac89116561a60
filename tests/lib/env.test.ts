import { readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv as parseDotenv } from "node:util";
import { describe, expect, it } from "vitest";
import { ENV_KEYS, parseEnv } from "@/env";

const example = parseDotenv(readFileSync(path.resolve(import.meta.dirname, "../../.env.example"), "utf8"));

describe("environment", () => {
  it(".env.example lists every variable the app reads, and nothing else", () => {
    expect(Object.keys(example).sort()).toEqual(ENV_KEYS.filter((key) => key !== "NODE_ENV").sort());
  });

  it("accepts .env.example copied as is: an empty value counts as unset", () => {
    const env = parseEnv({ ...example, DATABASE_URL: "postgresql://app@127.0.0.1/app" });
    expect(env.AUTH_SECRET).toBeUndefined();
    expect(env.GOOGLE_CLIENT_ID).toBeUndefined();
    expect(env.LLM_API_URL).toBeUndefined();
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.TRUST_PROXY_HEADERS).toBe("false");
  });

  it("still refuses a value that is set but wrong, naming the variable", () => {
    expect(() => parseEnv({ DATABASE_URL: "postgresql://x/y", CRON_SECRET: "short" })).toThrow(
      /CRON_SECRET must be at least 32 characters/,
    );
    expect(() => parseEnv({ DATABASE_URL: "postgresql://x/y", ADMIN_PASSWORD_HASH: "plain" })).toThrow(
      /ADMIN_PASSWORD_HASH/,
    );
    expect(() => parseEnv({})).toThrow(/DATABASE_URL is required/);
  });
});
