import "server-only";
import sharp from "sharp";

/** The width an SVG logo is drawn at: twice the largest size a page shows a logo at, square or narrower. */
const SVG_RASTER_SIZE = 512;
const MAX_SVG_BYTES = 512 * 1024;

// An SVG is a document: it may declare entities (expansion bombs), script, event handlers and references to other
// files. Nothing of it is kept: it is drawn once into a PNG, and only a self-contained drawing is drawn at all.
const UNSAFE = [
  /<!ENTITY/i,
  /<script[\s>]/i,
  /<foreignObject[\s>]/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /@import/i,
  /url\(\s*['"]?(?!#)/i,
];
const HREF = /\b(?:xlink:)?href\s*=\s*(["'])(.*?)\1/gis;

/** Why an SVG is refused before it is drawn, or null when it may be drawn. */
function svgRefusal(text: string): "svg-unsafe" | null {
  if (UNSAFE.some((pattern) => pattern.test(text))) return "svg-unsafe";
  for (const [, , target] of text.matchAll(HREF)) {
    const value = (target ?? "").trim();
    // Fragment links within the drawing, and embedded raster data; never another file or address.
    if (!value.startsWith("#") && !/^data:image\/(png|jpeg|webp);base64,/i.test(value)) return "svg-unsafe";
  }
  return null;
}

type Rastered = { ok: true; png: Uint8Array } | { ok: false; cause: "svg-unsafe" | "image-corrupt" | "too-large" };

/** Draws a checked SVG into a PNG (from memory: librsvg then loads no file next to it). */
export async function rasteriseSvg(bytes: Uint8Array): Promise<Rastered> {
  if (bytes.length > MAX_SVG_BYTES) return { ok: false, cause: "too-large" };
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  const refusal = svgRefusal(text);
  if (refusal) return { ok: false, cause: refusal };
  try {
    const png = await sharp(Buffer.from(bytes), { limitInputPixels: 16_000_000 })
      .resize({ width: SVG_RASTER_SIZE, height: SVG_RASTER_SIZE, fit: "inside", withoutEnlargement: false })
      .png()
      .toBuffer();
    return { ok: true, png: new Uint8Array(png) };
  } catch {
    return { ok: false, cause: "image-corrupt" };
  }
}
