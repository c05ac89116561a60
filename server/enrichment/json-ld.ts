import "server-only";
import type { CheerioAPI } from "cheerio";

export type JsonLdNode = { readonly [key: string]: unknown };

const MAX_SCRIPT_CHARS = 200_000;
const MAX_NODES = 500;
const MAX_DEPTH = 8;

function isNode(value: unknown): value is JsonLdNode {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // The commonest breakage is raw line breaks or tabs inside strings; as whitespace between tokens they are harmless.
    try {
      return JSON.parse(text.replace(/[\u0000-\u001F]+/g, " "));
    } catch {
      return undefined;
    }
  }
}

// Every typed object, wherever it sits: top level, arrays, @graph, or nested (a WebSite's publisher Organization).
function collectTyped(value: unknown, depth: number, out: JsonLdNode[]): void {
  if (depth > MAX_DEPTH || out.length >= MAX_NODES) return;
  if (Array.isArray(value)) {
    for (const item of value) collectTyped(item, depth + 1, out);
    return;
  }
  if (!isNode(value)) return;
  if ("@type" in value) out.push(value);
  for (const child of Object.values(value)) if (typeof child === "object") collectTyped(child, depth + 1, out);
}

/** All typed JSON-LD nodes of a page, in document order; malformed blocks are skipped. */
export function readJsonLdNodes($: CheerioAPI): JsonLdNode[] {
  const nodes: JsonLdNode[] = [];
  $("script[type]").each((_, element) => {
    const type = ($(element).attr("type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (type !== "application/ld+json") return;
    const text = $(element).text().trim().slice(0, MAX_SCRIPT_CHARS);
    collectTyped(parseJson(text), 0, nodes);
  });
  return nodes;
}

/** The node's types without vocabulary prefixes ("http://schema.org/Organization", "schema:Store" → bare names). */
export function typesOf(node: JsonLdNode): string[] {
  const raw = node["@type"];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.filter((type): type is string => typeof type === "string").map((type) => type.replace(/^.*[/:#]/, ""));
}

/** The first value of a property that may be one value or an array of them. */
export function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/** A property as a list, whether the page gave one value or an array. */
export function all(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

export function asNode(value: unknown): JsonLdNode | null {
  return isNode(value) ? value : null;
}

/** A text-valued property: a string, or an object's name (authors, publishers, countries are often objects). */
export function nameOf(value: unknown): unknown {
  const item = first(value);
  return isNode(item) ? item.name : item;
}
