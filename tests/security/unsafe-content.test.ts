import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findUnsafeFields, isUnsafeText, UNSAFE_CONTENT_MESSAGE } from "@/lib/security/unsafe-content";

describe("isUnsafeText", () => {
  it.each([
    "<script>alert(1)</script>",
    "<ScRiPt src=//evil.example/x.js>",
    "< script>alert(1)</script>",
    "</script >",
    "<\tscript>",
    "javascript:alert(1)",
    "JaVaScRiPt :alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "&#106;avascript:alert(1)",
    "&#x6A;avascript:alert(1)",
    "&#106avascript&#58alert(1)",
    "javascript&colon;alert(1)",
    "&amp;#106;avascript:alert(1)",
    "vbscript:msgbox(1)",
    '<a href="javascript:void(0)">x</a>',
    "onerror =alert(1)",
    "onerror=alert(1)",
    "<img src=x onerror=alert(1)>",
    "<svg onload=alert(1)>",
    "<svg/onload=alert(1)>",
    "<body\fonload=alert(1)>",
    "<div ONMOUSEOVER = 'x'>",
    '<a href="#"onclick="x()">',
    "<iframe src=https://evil.example>",
    "<IFRAME>",
    "<object data=x>",
    "<embed src=x>",
    "&lt;script&gt;alert(1)&lt;/script&gt;",
    "<scr\u0000ipt>",
    "<scr\u200bipt>",
    "java\u00adscript:alert(1)",
  ])("flags %j", (text) => {
    expect(isUnsafeText(text)).toBe(true);
  });

  it.each([
    "I took vitamin D in the morning",
    "online",
    "We are an online shop",
    "one",
    "One supplement a day",
    "one = one, as everyone knows",
    "Call our phone=line",
    "script writing workshop",
    "The script of the podcast",
    "I prefer JavaScript over Python",
    "Objective: better sleep",
    "embedded sensors in the ring",
    "hello@acme-longevity.com",
    "https://acme.example/products?id=5&ref=home",
    "https://www.online-clinic.example/",
    "Rated 4.8/5 — 1 < 2 and 3 > 2",
    "Omega-3 & vitamin K2 for bones",
    "",
  ])("does not flag %j", (text) => {
    expect(isUnsafeText(text)).toBe(false);
  });

  it("flags any string with <script inserted, whatever surrounds it", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.constantFrom("<script", "<SCRIPT", "<ScRiPt", "< script"),
        (before, after, tag) => {
          expect(isUnsafeText(`${before}${tag}${after}`)).toBe(true);
        },
      ),
    );
  });

  it("never flags prose made of ordinary words", () => {
    const word = fc.constantFrom(
      "vitamin",
      "online",
      "one",
      "only",
      "script",
      "object",
      "embed",
      "frame",
      "java",
      "onion",
      "ontology",
      "clinic",
      "sleep",
      "longevity",
      "on",
      "Ontario",
      "the",
      "and",
      "https://acme.example",
      "team@acme.example",
      "4.8",
      "—",
      ",",
      ".",
      "!",
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 30 }), (words) => {
        expect(isUnsafeText(words.join(" "))).toBe(false);
      }),
    );
  });

  it("exports the spec message", () => {
    expect(UNSAFE_CONTENT_MESSAGE).toBe("Form contains potentially unsafe content. Please review your input.");
  });
});

describe("findUnsafeFields", () => {
  it("returns the path of every unsafe string in nested objects and arrays", () => {
    const form = {
      website: "https://acme.example",
      description: "Great <script>alert(1)</script>",
      socials: [{ url: "https://x.example" }, { url: "javascript:alert(1)" }],
      meta: { notes: ["fine", "<iframe src=x>"], count: 3, flag: true, empty: null },
    };
    expect(findUnsafeFields(form)).toEqual(["description", "socials.1.url", "meta.notes.1"]);
  });

  it("prefixes a given path and reports a bare string under it", () => {
    expect(findUnsafeFields({ name: "<embed>" }, "brand")).toEqual(["brand.name"]);
    expect(findUnsafeFields("onload=x", "field")).toEqual(["field"]);
    expect(findUnsafeFields("fine")).toEqual([]);
  });

  it("survives cycles", () => {
    const form: Record<string, unknown> = { text: "<object>" };
    form.self = form;
    expect(findUnsafeFields(form)).toEqual(["text"]);
  });
});
