// Every error key a handler can send is a message in each of the six catalogues, with the values it is sent with.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { ERROR_CODES } from "@/server/http/error-registry";

const ROOT = path.join(import.meta.dirname, "../../messages");

function message(locale: string, code: string): unknown {
  const [namespace = "", ...rest] = code.split(".");
  const catalogue: unknown = JSON.parse(readFileSync(path.join(ROOT, locale, `${namespace}.json`), "utf8"));
  return rest.reduce<unknown>(
    (node, part) => (typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined),
    catalogue,
  );
}

describe("error codes", () => {
  it("are collected from the handlers' tables", () => {
    expect(ERROR_CODES.length).toBeGreaterThan(50);
    expect(ERROR_CODES).toContain("account.auth.messages.emailInvalid");
    expect(ERROR_CODES).toContain("errors.fetch.timeout");
  });

  it.each(LOCALES)("each has a message in %s", (locale) => {
    const missing = ERROR_CODES.filter((code) => typeof message(locale, code) !== "string");
    expect(missing).toEqual([]);
  });
});
