// Relative imports only: next.config.ts loads this file. It runs at build time, never in the browser.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { sourceUrls, styleOrigins } from "./style-origins";

const TIMEOUT_MS = 10_000;

/** A JSON document by URL, or (a path on this site) from public/, where Next serves it from. */
async function readJson(url: string): Promise<unknown> {
  if (url.startsWith("/")) return JSON.parse(await readFile(path.join(process.cwd(), "public", url), "utf8"));
  const response = await fetch(url, {
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * Reads MAP_STYLE_URL's style (and the TileJSON documents it names) once, when the CSP is built: the map may then
 * fetch from exactly those origins (none for a style served from this site over its own PMTiles). Unset: none. A
 * style that cannot be read fails the build with the reason, rather than shipping a map the CSP would block.
 */
export async function readStyleOrigins(styleUrl: string | undefined): Promise<string[]> {
  if (!styleUrl) return [];
  try {
    const style = await readJson(styleUrl);
    const tileJsons: Record<string, unknown> = {};
    for (const url of sourceUrls(style).tileJsons) tileJsons[url] = await readJson(url);
    return styleOrigins(styleUrl, style, tileJsons);
  } catch (error) {
    throw new Error(`MAP_STYLE_URL: could not read the map style to allow its hosts in the CSP (${String(error)})`);
  }
}
