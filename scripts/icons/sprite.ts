// Builds the icon sprite (public/icons.svg) from lucide's icon data: one <symbol> per name in ICON_NAMES.
// Pages then draw an icon as <svg><use href="/icons.svg?v=…#name"/></svg>: a few dozen bytes instead of
// the full path data repeated in the HTML and again in the RSC payload.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

const ICONS_DIR = path.join(import.meta.dirname, "../../node_modules/lucide-react/dist/esm/icons");

type IconNode = [tag: string, attributes: Record<string, string | number>][];
type IconData = { name: string; node: IconNode };

function isIconData(value: unknown): value is IconData {
  return typeof value === "object" && value !== null && Array.isArray((value as { node?: unknown }).node);
}

/** lucide's data for an icon name, following its alias modules (bar-chart-3 → chart-column). */
async function iconData(name: string, seen = new Set<string>()): Promise<IconData> {
  if (seen.has(name)) throw new Error(`Icon alias loop at ${name}`);
  seen.add(name);
  const file = path.join(ICONS_DIR, `${name}.mjs`);
  const loaded: unknown = await import(file);
  const data = (loaded as { __iconData?: unknown }).__iconData;
  if (isIconData(data)) return data;
  const target = /from '\.\/([a-z0-9-]+)\.mjs'/.exec(readFileSync(file, "utf8"))?.[1];
  if (!target) throw new Error(`No icon data for ${name}`);
  return iconData(target, seen);
}

const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function elementXml([tag, attributes]: IconNode[number]): string {
  const attrs = Object.entries(attributes)
    .filter(([key]) => key !== "key")
    .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
    .join("");
  return `<${tag}${attrs}/>`;
}

/** The sprite's XML: stroke settings on each symbol, so a <use> only needs a size and currentColor. */
export async function buildIconSprite(names: readonly string[]): Promise<string> {
  const symbols: string[] = [];
  for (const name of names) {
    const { node } = await iconData(name);
    symbols.push(
      `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${node.map(elementXml).join("")}</symbol>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

export function spriteVersion(xml: string): string {
  return createHash("sha256").update(xml).digest("base64url").slice(0, 6);
}
