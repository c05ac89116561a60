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

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
let codesByName: Map<string, string> | null = null;

/** English short name → ISO 3166-1 alpha-2 code ('Germany' → 'DE'), the inverse of countryNameOf; null when unknown. */
export function countryCodeOf(name: string): string | null {
  if (!codesByName) {
    codesByName = new Map();
    for (const first of LETTERS)
      for (const second of LETTERS) {
        const code = first + second;
        // Retired codes (DD, UK, YU) share their successor's name: only the canonical code names a country.
        if (new Intl.Locale(`und-${code}`).region !== code) continue;
        const english = countryNameOf(code);
        if (english) codesByName.set(english, code);
      }
  }
  return codesByName.get(name) ?? null;
}

/** A country stored by its English name, as a locale names it ('Germany' → 'Deutschland'); unknown names as stored. */
export function countryNameIn(locale: string, englishName: string): string {
  const code = countryCodeOf(englishName);
  if (!code) return englishName;
  return new Intl.DisplayNames([locale], { type: "region", fallback: "none" }).of(code) ?? englishName;
}
