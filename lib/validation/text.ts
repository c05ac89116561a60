/** C0 controls (NUL included), DEL and C1 controls: never valid in names, slugs, queries or form text. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, but allowing tab, line feed and carriage return, for multi-line text such as reviews. */
const CONTROL_CHARACTERS_EXCEPT_WHITESPACE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** A UTF-16 surrogate without its pair: not valid Unicode, and PostgreSQL refuses it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROL_CHARACTERS_EXCEPT_WHITESPACE : CONTROL_CHARACTERS).test(value);
}

/** True when the text can be stored and shown as it is: no control characters and well-formed UTF-16. */
export function isCleanText(value: string, options?: { multiline?: boolean }): boolean {
  return !hasControlCharacters(value, options) && !LONE_SURROGATE.test(value);
}

const CONTROL_CHARACTERS_ALL = new RegExp(CONTROL_CHARACTERS.source, "g");
const LONE_SURROGATES_ALL = new RegExp(LONE_SURROGATE.source, "g");

/**
 * Text a visitor can put in a URL at will (a directory search, a free-text filter), made usable instead of refused:
 * control characters become spaces, lone surrogates go, runs of whitespace shrink to one space, and the result is
 * cut to `maxLength` without splitting a character.
 */
export function toCleanText(value: string, maxLength = Infinity): string {
  const clean = value.replace(CONTROL_CHARACTERS_ALL, " ").replace(LONE_SURROGATES_ALL, "").replace(/\s+/g, " ").trim();
  return clean.length <= maxLength ? clean : clean.slice(0, maxLength).replace(LONE_SURROGATES_ALL, "").trim();
}
