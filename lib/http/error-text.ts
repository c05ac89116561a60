// The one way an error key becomes text, on the server (the body's `message`, in the request's language) and in the
// browser (in the page's language). Some values name other things rather than being shown as they are: `label`,
// `kind` and `field` hold a catalogue key (or an errorKey, a key with values of its own) said first, and `language`
// holds a locale code, said as that language's name.
import { readErrorKey, type ErrorKey, type ErrorParams } from "./error-key";

/** A translator over the whole catalogue, as next-intl's createTranslator and useTranslations() give it. */
export type KeyTranslator = { has(code: string): boolean; (code: string, params?: ErrorParams): string };

const KEY_PARAMS = new Set(["label", "kind", "field"]);

function languageName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames(locale, { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A key in `locale`, its naming values said first; null when the catalogue lacks the key. */
export function sayErrorKey(t: KeyTranslator, locale: string, key: ErrorKey): string | null {
  if (!t.has(key.code)) return null;
  const params: ErrorParams = {};
  for (const [name, value] of Object.entries(key.params)) {
    if (typeof value === "string" && name === "language") params[name] = languageName(locale, value);
    else if (typeof value === "string" && KEY_PARAMS.has(name)) {
      const inner = readErrorKey(value);
      params[name] = (inner && sayErrorKey(t, locale, inner)) ?? value;
    } else params[name] = value;
  }
  return t(key.code, params);
}
