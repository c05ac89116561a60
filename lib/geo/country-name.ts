/** Codes that edge networks send for "unknown", Tor or supranational areas: never a visitor's country. */
const NOT_A_COUNTRY = new Set(["XX", "ZZ", "T1", "EU", "UN", "EZ", "QO", "AQ"]);

const displayNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });

/** ISO 3166-1 alpha-2 code → English short name ('NL' → 'Netherlands', 'GB' → 'United Kingdom'); null when unknown. */
export function countryNameOf(code: string | null | undefined): string | null {
  const normalized = code?.trim().toUpperCase();
  if (!normalized || !/^[A-Z]{2}$/.test(normalized) || NOT_A_COUNTRY.has(normalized)) return null;
  try {
    const name = displayNames.of(normalized);
    return name && name !== normalized ? name : null;
  } catch {
    return null;
  }
}
