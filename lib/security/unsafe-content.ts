// A form is blocked when any text field carries script tags, javascript: URLs, inline event-handler
// attributes or iframe/object/embed tags. Shared by the client forms and the route handlers; no dependencies.

export const UNSAFE_CONTENT_MESSAGE = "Form contains potentially unsafe content. Please review your input.";

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  lt: "<",
  gt: ">",
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  equals: "=",
  quot: '"',
  apos: "'",
  amp: "&",
};
const ENTITY = /&(?:#x([\da-f]+)|#(\d+)|([a-z]+));?/gi;
const MAX_DECODE_PASSES = 3;
const MAX_CODE_POINT = 0x10ffff;

// Invisible characters that could split a keyword; HTML whitespace (tab, line feed, form feed, return) is kept
// because it separates attributes.
const INVISIBLE = /[\u0000-\u0008\u000b\u000e-\u001f\u007f\u00ad\u200b-\u200f\u2060\ufeff]/g;
// A prefix match on purpose: "<scriptx" is no tag, but nothing legitimate in a form starts like one.
const TAG = /<\s*\/?\s*(?:script|iframe|object|embed)/i;
const SCRIPT_URL = /(?:java|vb)script\s*:/i;
// on + at least three letters (oncut, onload, onerror, …), then "=", at an attribute boundary, so "one = 1",
// "phone=" and "online" without "=" stay prose.
const EVENT_HANDLER = /(?:^|[\s"'`/<>;(])on[a-z]{3,}\s*=/i;

function decodeEntitiesOnce(text: string): string {
  return text.replace(
    ENTITY,
    (match, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
      if (name !== undefined) return NAMED_ENTITIES[name.toLowerCase()] ?? match;
      const codePoint = hex !== undefined ? parseInt(hex, 16) : Number(decimal);
      return codePoint > 0 && codePoint <= MAX_CODE_POINT ? String.fromCodePoint(codePoint) : "";
    },
  );
}

// Entities may be nested ("&amp;#106;"); decode until stable, a few passes at most.
function decodeEntities(text: string): string {
  let current = text;
  for (let pass = 0; pass < MAX_DECODE_PASSES; pass += 1) {
    const next = decodeEntitiesOnce(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

/** True when the text contains a script/iframe/object/embed tag, a javascript: URL or an on*= event handler. */
export function isUnsafeText(value: string): boolean {
  const text = decodeEntities(value).replace(INVISIBLE, "");
  // Tabs and line breaks inside "javascript:" are dropped by URL parsers, so they must not hide the scheme.
  const withoutBreaks = text.replace(/[\t\n\r]/g, "");
  return TAG.test(text) || EVENT_HANDLER.test(text) || SCRIPT_URL.test(withoutBreaks);
}

/**
 * Paths of every unsafe string inside a form value (dot-separated, array items by index: "socials.0.url");
 * a bare string at the top level is reported under the given path ("" by default).
 */
export function findUnsafeFields(values: unknown, path = ""): string[] {
  const found: string[] = [];
  const seen = new WeakSet<object>();
  const walk = (value: unknown, at: string): void => {
    if (typeof value === "string") {
      if (isUnsafeText(value)) found.push(at);
      return;
    }
    if (typeof value !== "object" || value === null || seen.has(value)) return;
    seen.add(value);
    const entries: [string, unknown][] = Array.isArray(value)
      ? value.map((item, index) => [String(index), item])
      : Object.entries(value);
    for (const [key, child] of entries) walk(child, at ? `${at}.${key}` : key);
  };
  walk(values, path);
  return found;
}
