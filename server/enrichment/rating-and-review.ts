import "server-only";
import { all, asNode, first, nameOf, type JsonLdNode } from "./json-ld";
import { cleanHtmlText } from "./plain-text";

const MAX_REVIEW_COUNT = 100_000_000;
const MAX_REVIEW_CHARS = 500;
const MAX_SOURCE_CHARS = 120;

type SiteRating = { rating: number; reviewCount: number | null };
type SiteReview = { featuredReview: string; reviewSource: string | null };

function toNumber(value: unknown): number | null {
  const item = first(value);
  if (typeof item === "number") return Number.isFinite(item) ? item : null;
  if (typeof item !== "string") return null;
  // "4,8" (decimal comma) and "4.8" both occur.
  const text = item.trim().replace(/^(\d+),(\d+)$/, "$1.$2");
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

function toCount(value: unknown): number | null {
  const item = first(value);
  const text = typeof item === "number" ? String(item) : typeof item === "string" ? item.trim() : "";
  // Grouped thousands ("1,234", "1.234", "1 234") are common; anything else must be a plain whole number.
  const digits = /^\d{1,3}([,. ']\d{3})+$/.test(text) ? text.replace(/[,. ']/g, "") : text;
  if (!/^\d+$/.test(digits)) return null;
  const count = Number(digits);
  return count <= MAX_REVIEW_COUNT ? count : null;
}

/** A schema.org AggregateRating on a five-point scale (rescaled when the page says bestRating is 10 or 100). */
export function ratingFrom(aggregateRating: unknown): SiteRating | null {
  const node = asNode(first(aggregateRating));
  if (!node) return null;
  const value = toNumber(node.ratingValue);
  const best = toNumber(node.bestRating) ?? 5;
  // 0 is what review widgets print before the first review: no rating, not a bad one.
  if (value === null || value <= 0 || best <= 0 || value > best) return null;
  const rating = Math.round((value / best) * 5 * 100) / 100;
  return { rating, reviewCount: toCount(node.reviewCount) ?? toCount(node.ratingCount) };
}

/** The first schema.org Review with a body: its text, and its publisher's or author's name as the source. */
export function reviewFrom(review: unknown): SiteReview | null {
  for (const item of all(review)) {
    const node: JsonLdNode | null = asNode(item);
    const featuredReview = node ? cleanHtmlText(node.reviewBody ?? node.description, MAX_REVIEW_CHARS) : null;
    if (!node || !featuredReview) continue;
    const reviewSource =
      cleanHtmlText(nameOf(node.publisher), MAX_SOURCE_CHARS) ?? cleanHtmlText(nameOf(node.author), MAX_SOURCE_CHARS);
    return { featuredReview, reviewSource };
  }
  return null;
}
