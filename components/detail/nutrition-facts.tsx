import type { InfoRow } from "./info-list";
import { InfoList } from "./info-list";

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const MAX_ROWS = 40;

/** 'saturatedFat' / 'saturated_fat' → 'Saturated fat'. */
export function nutrientLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valueText(value: Json): string | null {
  if (value === null || value === "") return null;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return Number.isFinite(value) ? value.toLocaleString("en-GB") : null;
  if (typeof value === "string") return value.trim() || null;
  if (Array.isArray(value)) {
    const parts = value.map(valueText).filter((part): part is string => Boolean(part));
    return parts.length ? parts.join(", ") : null;
  }
  return null;
}

/** Nutrition facts (free-form JSON) as label / value rows; nested objects become 'Parent – child' rows. */
export function nutritionRows(facts: unknown, prefix = ""): { label: string; value: string }[] {
  if (facts === null || typeof facts !== "object" || Array.isArray(facts)) {
    const text = valueText(facts as Json);
    return text ? [{ label: prefix || "Nutrition", value: text }] : [];
  }
  const rows: { label: string; value: string }[] = [];
  for (const [key, value] of Object.entries(facts as Record<string, Json>)) {
    const label = prefix ? `${prefix} – ${nutrientLabel(key)}` : nutrientLabel(key);
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      rows.push(...nutritionRows(value, label));
    } else {
      const text = valueText(value);
      if (text) rows.push({ label, value: text });
    }
  }
  return rows.slice(0, MAX_ROWS);
}

export function NutritionFacts({ facts }: { facts: unknown }) {
  const rows: InfoRow[] = nutritionRows(facts);
  return <InfoList rows={rows} />;
}
