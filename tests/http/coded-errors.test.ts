// A refused input on the wire: each field's error by key and values, beside its text in the request's language.
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { AppError, fieldError } from "@/lib/http/app-error";
import { errorKey, readErrorKey } from "@/lib/http/error-key";
import { AUTH_ERRORS } from "@/lib/auth/auth-errors";
import { signUpSchema } from "@/lib/auth/auth-schema";
import { errorBody, toErrorResponse, zodFieldIssues } from "@/server/http/error-response";
import { requestLocale } from "@/server/http/request-locale";

const refusal = (value: unknown) => {
  const result = z.safeParse(signUpSchema, value);
  if (result.success) throw new Error("expected a refusal");
  return result.error;
};

describe("error keys", () => {
  it("read back what errorKey wrote, and nothing else", () => {
    expect(readErrorKey(errorKey("errors.tooLong", { max: 3 }))).toEqual({
      code: "errors.tooLong",
      params: { max: 3 },
    });
    expect(readErrorKey("account.auth.messages.emailInvalid")).toEqual({
      code: "account.auth.messages.emailInvalid",
      params: {},
    });
    expect(readErrorKey("Please enter a valid email address")).toBeNull();
    expect(readErrorKey("errors.tooLong{not json")).toBeNull();
  });
});

describe("a zod refusal", () => {
  it("becomes each field's keys, with the values its schema and the issue carry", () => {
    const fields = zodFieldIssues(refusal({ fullName: "", email: "nope", password: "short" }));
    expect(fields).toEqual({
      fullName: [{ code: AUTH_ERRORS.fullNameRequired, params: { min: 1 } }],
      email: [{ code: AUTH_ERRORS.emailInvalid, params: {} }],
      password: [{ code: AUTH_ERRORS.passwordTooShort, params: { min: 10 } }],
    });
  });

  it("without words of its own gets the generic key of its kind, and keeps the text it states", () => {
    const schema = z.object({ tags: z.array(z.string()).check(z.maxLength(1)), age: z.number() });
    const parsed = z.safeParse(schema, { tags: ["a", "b"] });
    const fields = zodFieldIssues(parsed.error!);
    expect(fields.tags?.[0]).toMatchObject({ code: "errors.tooMany", params: { max: 1 } });
    expect(fields.age?.[0]).toMatchObject({ code: "errors.required", params: {} });
    expect(fields.age?.[0]?.stated).toEqual(expect.any(String));
  });

  it("answers 400 in the request's language with the same codes, and sums the fields up in the message", async () => {
    const response = await toErrorResponse(
      refusal({ fullName: "Ann", email: "nope", password: "long enough pw" }),
      "de",
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: "bad_request",
        message: "email: Bitte geben Sie eine gültige E-Mail-Adresse ein",
        fields: {
          email: [
            { code: AUTH_ERRORS.emailInvalid, params: {}, message: "Bitte geben Sie eine gültige E-Mail-Adresse ein" },
          ],
        },
      },
    });
  });
});

describe("a handler's refusal", () => {
  it("says its message and field by key, and a reason too", async () => {
    const error = fieldError("conflict", "email", { code: AUTH_ERRORS.emailTaken, params: {} });
    const body = await errorBody(error, "fr");
    expect(body.error.code).toBe("conflict");
    expect(body.error.message).toBe(body.error.fields?.email?.[0]?.message);
    expect(body.error.message).not.toMatch(/already exists/);
    const unreadable = new AppError("unprocessable", "Could not read", undefined, {
      reason: { code: "errors.fetch.timeout", params: {} },
    });
    expect((await errorBody(unreadable)).error.reason).toEqual({
      code: "errors.fetch.timeout",
      params: {},
      message: "The website took too long to answer",
    });
  });
});

describe("the request's language", () => {
  const request = (headers: Record<string, string>, url = "https://x.test/api/auth/login") =>
    new Request(url, { headers });

  it("is the one asked for, else the page's, else the chosen one, else the browser's, else English", () => {
    expect(requestLocale(request({ referer: "https://x.test/de/home" }, "https://x.test/api/places?locale=it"))).toBe(
      "it",
    );
    expect(requestLocale(request({ referer: "https://x.test/fr/login", cookie: "NEXT_LOCALE=de" }))).toBe("fr");
    expect(requestLocale(request({ referer: "https://x.test/login", cookie: "NEXT_LOCALE=de" }))).toBe("en");
    expect(requestLocale(request({ referer: "https://elsewhere.test/nl/", cookie: "NEXT_LOCALE=de" }))).toBe("de");
    expect(requestLocale(request({ "accept-language": "es-ES,es;q=0.9" }))).toBe("es");
    expect(requestLocale(request({}))).toBe("en");
  });
});
