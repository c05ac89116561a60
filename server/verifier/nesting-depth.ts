// HTML's void elements have no closing tag, so they never deepen the tree.
const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^>]*?(\/?)>/g;

/**
 * True when the markup nests elements deeper than `max`. The HTML parser's work grows with depth times size, so a
 * hostile page nested thousands deep would hold a verifier worker for minutes; no real page comes near the limit.
 * A scan of tags only: comments and scripts may skew it, which at worst leaves one odd page unread.
 */
export function nestsDeeperThan(html: string, max: number): boolean {
  let depth = 0;
  for (const match of html.matchAll(TAG)) {
    const [, closing, name = "", selfClosing] = match;
    if (VOID.has(name.toLowerCase()) || selfClosing) continue;
    depth = closing ? Math.max(0, depth - 1) : depth + 1;
    if (depth > max) return true;
  }
  return false;
}
