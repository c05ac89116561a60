import "server-only";
import type { CheerioAPI } from "cheerio";
import type { AnyNode, Element } from "domhandler";
import type { JsonLdNode } from "@/server/enrichment";

const MAX_ITEMS = 200;
const MAX_DEPTH = 6;
const URL_PROPERTIES: Record<string, string> = { a: "href", link: "href", img: "src", area: "href" };

type Item = Record<string, unknown>;

function valueOf($: CheerioAPI, element: Element): string {
  const tag = element.tagName.toLowerCase();
  const $el = $(element);
  if (tag === "meta") return $el.attr("content") ?? "";
  if (URL_PROPERTIES[tag]) return $el.attr(URL_PROPERTIES[tag]) ?? "";
  if (tag === "time") return $el.attr("datetime") ?? $el.text();
  if (tag === "data" || tag === "meter") return $el.attr("value") ?? $el.text();
  return $el.attr("content") ?? $el.text();
}

function add(item: Item, name: string, value: unknown): void {
  const existing = item[name];
  if (existing === undefined) item[name] = value;
  else item[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
}

// Walks an itemscope's descendants, stopping at nested scopes (they become the property's value).
function readScope($: CheerioAPI, scope: Element, depth: number): Item {
  const item: Item = {};
  const type = $(scope).attr("itemtype");
  if (type) item["@type"] = type.trim().split(/\s+/);
  const visit = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (node.type !== "tag") continue;
      const element = node as Element;
      const props = ($(element).attr("itemprop") ?? "").trim();
      const nested = $(element).attr("itemscope") !== undefined;
      if (props) {
        const value = nested && depth < MAX_DEPTH ? readScope($, element, depth + 1) : valueOf($, element);
        for (const name of props.split(/\s+/)) add(item, name, value);
      }
      if (!nested) visit(element.children);
    }
  };
  visit(scope.children);
  return item;
}

/** The page's top-level microdata items, shaped like JSON-LD nodes so one reader serves both. */
export function readMicrodataNodes($: CheerioAPI): JsonLdNode[] {
  const items: JsonLdNode[] = [];
  $("[itemscope]").each((_, element) => {
    if (items.length >= MAX_ITEMS) return false;
    if ($(element).attr("itemprop") !== undefined) return;
    const item = readScope($, element, 0);
    if (item["@type"]) items.push(item);
  });
  return items;
}
