import "server-only";

/** The raster formats stored as they are; an SVG is rasterised to PNG first (svg-raster.ts). */
export type RasterType = "png" | "jpeg" | "webp";
export type ImageType = RasterType | "svg";

export const CONTENT_TYPES: Record<RasterType, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
};

export const EXTENSIONS: Record<RasterType, string> = { png: "png", jpeg: "jpg", webp: "webp" };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const SVG_START = /^(?:\uFEFF)?\s*(?:<\?xml|<!--|<!DOCTYPE svg[\s>[]|<svg[\s>])/i;

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  return prefix.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/** The type the bytes themselves say, never a file name or a Content-Type header; null for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 4096));
  return SVG_START.test(head) && /<svg[\s>]/i.test(head) ? "svg" : null;
}
