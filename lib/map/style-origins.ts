// Relative imports only: next.config.ts loads this file (through lib/security/headers.ts).

/** A MapLibre style document as far as where it fetches from: the parts that name URLs. */
type StyleDocument = {
  sprite?: unknown;
  glyphs?: unknown;
  sources?: Record<string, { url?: unknown; tiles?: unknown; data?: unknown } | undefined>;
};

/** The http(s) origin a style URL, tile template or pmtiles:// URL fetches from; null for relative or other URLs. */
export function originOf(url: unknown): string | null {
  if (typeof url !== "string") return null;
  const plain = url.replace(/^pmtiles:\/\//, "").replace(/\{[^}]*\}/g, "0");
  try {
    const parsed = new URL(plain);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** The URLs a style names: TileJSON documents to read further, and tile templates, GeoJSON, sprite and glyphs. */
export function sourceUrls(style: unknown): { tileJsons: string[]; urls: string[] } {
  const document = (style ?? {}) as StyleDocument;
  const tileJsons: string[] = [];
  const urls: unknown[] = [
    ...asList(document.glyphs),
    ...asList(document.sprite).map((entry) =>
      typeof entry === "object" && entry !== null ? (entry as { url?: unknown }).url : entry,
    ),
  ];
  for (const source of Object.values(document.sources ?? {})) {
    if (!source) continue;
    urls.push(...asList(source.tiles));
    // A GeoJSON source's data may be a URL too (or the features themselves).
    if (typeof source.data === "string") urls.push(source.data);
    if (typeof source.url === "string") {
      urls.push(source.url);
      if (/^https?:/.test(source.url)) tileJsons.push(source.url);
    }
  }
  return { tileJsons, urls: urls.filter((url): url is string => typeof url === "string") };
}

/**
 * Every origin a map with this style fetches from: the style's own, its sprite and glyphs, and its sources' tiles
 * (from the style, or from the TileJSON documents it names, given in `tileJsons` by URL).
 */
export function styleOrigins(styleUrl: string, style: unknown, tileJsons: Readonly<Record<string, unknown>>): string[] {
  const { urls } = sourceUrls(style);
  for (const tileJson of Object.values(tileJsons)) urls.push(...sourceUrls({ sources: { s: tileJson } }).urls);
  const origins = [styleUrl, ...urls].map(originOf).filter((origin): origin is string => origin !== null);
  return [...new Set(origins)].sort();
}

/** MAP_STYLE_URL as built into the pages (read at build, like the pages themselves), or null: the offline outlines. */
export function configuredMapStyleUrl(): string | null {
  const url = process.env.MAP_STYLE_URL?.trim();
  return url ? url : null;
}
