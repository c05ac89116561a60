import "server-only";

// Letters that Unicode decomposition leaves whole, spelled the way people type them on an English keyboard.
const FOLDED_LETTERS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  ø: "o",
  œ: "oe",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
  ħ: "h",
};
const FOLDED_PATTERN = /[ßæøœłđðþıħ]/g;

/**
 * The comparison key of a place name: lower case, no diacritics, '&' read as 'and', apostrophes dropped,
 * every other run of non-letters a single space ("'s-Hertogenbosch" → "s hertogenbosch").
 */
export function placeKey(text: string): string {
  const lower = text.toLowerCase();
  // Most names are plain ASCII: a cheaper path for them keeps the first index build (150,000 names) fast.
  if (!/[^\x00-\x7f]/.test(lower)) {
    if (/^[a-z0-9]+(?: [a-z0-9]+)*$/.test(lower)) return lower;
    return lower
      .replace(/&/g, " and ")
      .replace(/['`]/g, "")
      .replace(/[^a-z0-9]+/g, " ")
      .trim();
  }
  return lower
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(FOLDED_PATTERN, (letter) => FOLDED_LETTERS[letter] ?? letter)
    .replace(/&/g, " and ")
    .replace(/['’`´]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** German-style transliteration ('München' → 'muenchen'), or null when the name has no umlaut. */
export function umlautKey(text: string): string | null {
  if (!/[äöüÄÖÜ]/.test(text)) return null;
  return placeKey(text.replace(/[äÄ]/g, "ae").replace(/[öÖ]/g, "oe").replace(/[üÜ]/g, "ue"));
}
