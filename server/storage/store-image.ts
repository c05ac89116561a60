import "server-only";
import { createHash } from "node:crypto";
import sharp from "sharp";
import { STORED_IMAGE_PREFIX } from "@/lib/images/stored-image";
import { logger } from "@/server/log/logger";
import type { BlobStore } from "./blob-store";
import { CONTENT_TYPES, EXTENSIONS, sniffImageType, type RasterType } from "./image-type";
import { defaultBlobStore } from "./store-config";
import { rasteriseSvg } from "./svg-raster";

const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const MIN_SIDE = 16;
const MAX_SIDE = 8_192;
/** Decoding is bounded too: 16 megapixels is about 64 MB of pixels at most. */
export const MAX_IMAGE_PIXELS = 16_000_000;

type StoreImageCause =
  "empty" | "too-large" | "unsupported-type" | "svg-unsafe" | "image-corrupt" | "dimensions" | "storage-failed";

type StoreImageResult = { ok: true; url: string } | { ok: false; cause: StoreImageCause };

type ImageHint = { listingId: string; role: "logo" | "photo" };

const fail = (cause: StoreImageCause): StoreImageResult => ({ ok: false, cause });

/** Decodes the whole image once (a truncated or lying file fails here) and checks its size in pixels. */
async function checkRaster(bytes: Uint8Array, type: RasterType): Promise<StoreImageCause | null> {
  try {
    const image = sharp(Buffer.from(bytes), { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" });
    const { format, width, height } = await image.metadata();
    if (format !== type) return "image-corrupt";
    if (!width || !height || Math.min(width, height) < MIN_SIDE || Math.max(width, height) > MAX_SIDE)
      return "dimensions";
    await image.resize(8, 8, { fit: "inside" }).raw().toBuffer();
    return null;
  } catch (error) {
    return error instanceof Error && /pixel limit/i.test(error.message) ? "dimensions" : "image-corrupt";
  }
}

/**
 * Keeps a logo or photo fetched for a listing: the type is read from its bytes (PNG, JPEG, WebP kept as they are;
 * an SVG drawn into a PNG when it is self-contained), it must be at most 2 MB and 16–8,192 px a side, and it is
 * stored under the sha256 of what is kept, so storing it again (a retry, another listing) writes nothing new.
 * The URL is this site's path `/images/{key}`.
 */
export async function storeImage(
  bytes: Uint8Array,
  hint: ImageHint,
  { store = defaultBlobStore() }: { store?: BlobStore } = {},
): Promise<StoreImageResult> {
  if (bytes.length === 0) return fail("empty");
  if (bytes.length > MAX_IMAGE_BYTES) return fail("too-large");
  const sniffed = sniffImageType(bytes);
  if (!sniffed) return fail("unsupported-type");
  let kept = bytes;
  let type: RasterType;
  if (sniffed === "svg") {
    const drawn = await rasteriseSvg(bytes);
    if (!drawn.ok) return fail(drawn.cause);
    kept = drawn.png;
    type = "png";
  } else type = sniffed;
  const refusal = await checkRaster(kept, type);
  if (refusal) return fail(refusal);
  const key = `${createHash("sha256").update(kept).digest("hex")}.${EXTENSIONS[type]}`;
  try {
    await store.put(key, kept, CONTENT_TYPES[type]);
  } catch (error) {
    logger.warn({ err: error, listingId: hint.listingId, role: hint.role }, "image storage failed");
    return fail("storage-failed");
  }
  return { ok: true, url: `${STORED_IMAGE_PREFIX}${key}` };
}
