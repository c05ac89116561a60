// Page weight per template: the HTML as sent (uncompressed) and the JavaScript its <script src> tags load
// (raw and gzip), so each template can be read against the empty Next app's own framework JS.
import { gzipSync } from "node:zlib";

export type WeightRow = {
  template: string;
  htmlBytes: number;
  scripts: number;
  jsBytes: number;
  jsGzipBytes: number;
  htmlBudgetBytes?: number;
};

const cache = new Map<string, Buffer>();

async function bytesOf(url: string): Promise<Buffer> {
  const hit = cache.get(url);
  if (hit) return hit;
  const response = await fetch(url, { headers: { accept: "*/*" } }).catch((error: unknown) => {
    throw new Error(`GET ${url} failed`, { cause: error instanceof Error ? (error.cause ?? error) : error });
  });
  const body = Buffer.from(await response.arrayBuffer());
  cache.set(url, body);
  return body;
}

export async function weighPage(template: string, url: string, htmlBudgetBytes?: number): Promise<WeightRow> {
  const html = await bytesOf(url);
  const sources = [
    ...new Set(
      [...html.toString("utf8").matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => new URL(m[1]!, url).toString()),
    ),
  ];
  let jsBytes = 0;
  let jsGzipBytes = 0;
  for (const source of sources) {
    const js = await bytesOf(source);
    jsBytes += js.length;
    jsGzipBytes += gzipSync(js, { level: 9 }).length;
  }
  return { template, htmlBytes: html.length, scripts: sources.length, jsBytes, jsGzipBytes, htmlBudgetBytes };
}
