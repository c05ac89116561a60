// The six catalogues against English, the source: the same namespaces and keys, the same ICU arguments and tags in
// every message, every message valid ICU, and real translations rather than English copied over.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES } from "@/lib/i18n/locales";
import { NAMESPACES } from "@/lib/i18n/messages";

const ROOT = path.join(import.meta.dirname, "../../messages");
type Catalogue = Record<string, string>;

function flatten(value: unknown, prefix = ""): Catalogue {
  if (typeof value === "string") return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Catalogue>(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

function catalogue(locale: string): Catalogue {
  return Object.fromEntries(
    readdirSync(path.join(ROOT, locale))
      .filter((file) => file.endsWith(".json"))
      .flatMap((file) =>
        Object.entries(flatten(JSON.parse(readFileSync(path.join(ROOT, locale, file), "utf8")))).map(
          ([key, message]) => [`${file.slice(0, -5)}.${key}`, message] as const,
        ),
      ),
  );
}

/** The arguments (with their type) and tags a message uses, in plural and select branches too. */
function shape(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date)
      found.add(`arg:${element.value}`);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      found.add(`${element.type === TYPE.plural ? "plural" : "select"}:${element.value}`);
      for (const option of Object.values(element.options)) shape(option.value, found);
    }
    if (element.type === TYPE.tag) {
      found.add(`tag:${element.value}`);
      shape(element.children, found);
    }
  }
  return found;
}

const english = catalogue(DEFAULT_LOCALE);

/** Messages that rightly read the same as in English: the site's name, and loanwords the language uses as they are. */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  "layout.siteName": LOCALES,
  "options.wearableCategories.ring": ["de"],
  // A format's proper name (jsonfeed.org), not a phrase.
  "feeds.index.formats.json": LOCALES,
};

describe("message catalogues", () => {
  it("English's namespace files are the ones the app loads", () => {
    const files = readdirSync(path.join(ROOT, DEFAULT_LOCALE)).map((file) => file.replace(/\.json$/, ""));
    expect(files.sort()).toEqual([...NAMESPACES].sort());
  });

  it.each(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))(
    "%s has every key English has, and no other",
    (locale) => {
      const translated = catalogue(locale);
      const missing = Object.keys(english).filter((key) => !(key in translated));
      const extra = Object.keys(translated).filter((key) => !(key in english));
      expect(missing, `${locale} lacks these keys`).toEqual([]);
      expect(extra, `${locale} has keys English lacks`).toEqual([]);
    },
  );

  it.each(LOCALES)("%s: every message is valid ICU with English's arguments and tags", (locale) => {
    const translated = catalogue(locale);
    for (const [key, message] of Object.entries(translated)) {
      const source = english[key];
      if (source === undefined) continue;
      const ownShape = [...shape(parse(message))].sort();
      expect(ownShape, `${locale}: ${key}`).toEqual([...shape(parse(source))].sort());
      expect(message.trim(), `${locale}: ${key} is empty`).not.toBe("");
    }
  });

  it.each(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))(
    "%s is translated, not English copied over (names, brands and units aside)",
    (locale) => {
      const translated = catalogue(locale);
      const keys = Object.keys(english);
      const same = keys.filter(
        (key) =>
          translated[key] === english[key] &&
          /[a-z]{4,}\s+[a-z]{3,}/i.test(english[key] ?? "") &&
          !SAME_AS_ENGLISH[key]?.includes(locale),
      );
      // Multi-word messages identical to English would be untranslated sentences.
      expect(same, `${locale}: sentences identical to English`).toEqual([]);
    },
  );
});
