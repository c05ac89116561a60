// The listings a visitor collects to compare: at most four of one kind, kept in localStorage (this browser only,
// never sent anywhere) and shared by every Compare toggle and the compare bar through useSyncExternalStore.
import { isComparableKind } from "@/lib/compare/comparable-kinds";
import type { ListingKind } from "@/lib/directory/kinds";
import { COMPARE_MAX } from "./compare-path";

export type CompareItem = { kind: ListingKind; slug: string; name: string };
export type ToggleOutcome = "added" | "removed" | "full" | "restarted";

const KEY = "ld-compare";
const EMPTY: readonly CompareItem[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string | null; items: readonly CompareItem[] } = { raw: null, items: EMPTY };

function isItem(value: unknown): value is CompareItem {
  if (!value || typeof value !== "object") return false;
  const item = value as Record<string, unknown>;
  return (
    isComparableKind(item.kind) &&
    typeof item.slug === "string" &&
    item.slug.length <= 120 &&
    typeof item.name === "string" &&
    item.name.length <= 200
  );
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The stored list, the same array until it changes (what useSyncExternalStore needs); anything malformed is empty. */
export function compareItems(): readonly CompareItem[] {
  const raw = readRaw();
  if (raw === cached.raw) return cached.items;
  let items: readonly CompareItem[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) {
      const valid = parsed.filter(isItem).slice(0, COMPARE_MAX);
      items = valid.filter((item) => item.kind === valid[0]?.kind);
    }
  } catch {
    items = EMPTY;
  }
  cached = { raw, items };
  return items;
}

export function serverCompareItems(): readonly CompareItem[] {
  return EMPTY;
}

function write(items: readonly CompareItem[]): void {
  try {
    if (items.length) window.localStorage.setItem(KEY, JSON.stringify(items));
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode, quota): the comparison lasts as long as the page.
    cached = { raw: cached.raw, items };
  }
  for (const listener of listeners) listener();
}

export function subscribeCompare(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

type Comparable = { kind: ListingKind; slug: string };

/**
 * A comparison after adding or removing a listing (pure: the islands' store and the no-JavaScript route share it). A
 * listing of another kind starts a new comparison (kinds are never mixed); a fifth listing is refused.
 */
export function nextComparison<T extends Comparable>(
  item: T,
  current: readonly T[],
): { items: readonly T[]; outcome: ToggleOutcome } {
  if (current.some((entry) => entry.kind === item.kind && entry.slug === item.slug))
    return {
      items: current.filter((entry) => !(entry.kind === item.kind && entry.slug === item.slug)),
      outcome: "removed",
    };
  if (current.length && current[0]!.kind !== item.kind) return { items: [item], outcome: "restarted" };
  if (current.length >= COMPARE_MAX) return { items: current, outcome: "full" };
  return { items: [...current, item], outcome: "added" };
}

/** Adds or removes a listing in this browser's comparison (see nextComparison). */
export function toggleCompare(item: CompareItem, current: readonly CompareItem[] = compareItems()): ToggleOutcome {
  const { items, outcome } = nextComparison(item, current);
  if (outcome !== "full") write(items);
  return outcome;
}

export function clearCompare(): void {
  write(EMPTY);
}
