import "server-only";
import sharp from "sharp";
import { isStoredImageKey, STORED_IMAGE_WIDTHS } from "@/lib/images/stored-image";
import { logger } from "@/server/log/logger";
import type { BlobStore } from "./blob-store";
import { CONTENT_TYPES, type RasterType } from "./image-type";
import { MAX_IMAGE_PIXELS } from "./store-image";
import { defaultBlobStore } from "./store-config";

type StoredImage = { bytes: Uint8Array; contentType: string };

const TYPE_OF_EXTENSION: Record<string, RasterType> = { png: "png", jpg: "jpeg", webp: "webp" };

/** A resized copy is kept next to the original under its own key, so each width is drawn once. */
const variantKey = (key: string, width: number) => `${key.replace(/\.[a-z]+$/, "")}.w${width}.webp`;

async function resized(store: BlobStore, key: string, width: number): Promise<StoredImage | null> {
  const cachedKey = variantKey(key, width);
  const cached = await store.get(cachedKey);
  if (cached) return { bytes: cached, contentType: "image/webp" };
  const original = await store.get(key);
  if (!original) return null;
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(
      await sharp(Buffer.from(original), { limitInputPixels: MAX_IMAGE_PIXELS })
        .resize({ width, height: width, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    );
  } catch (error) {
    // Only checked images are stored; one that no longer decodes is missing to visitors, and logged.
    logger.error({ err: error, key }, "stored image does not decode");
    return null;
  }
  try {
    await store.put(cachedKey, bytes, "image/webp");
  } catch (error) {
    logger.warn({ err: error, key: cachedKey }, "resized image not kept");
  }
  return { bytes, contentType: "image/webp" };
}

/**
 * A stored image by its key, as stored or resized to one of STORED_IMAGE_WIDTHS (as WebP, never larger than the
 * original). null when the key is not one of ours, the width is not one of those, or nothing is stored there.
 */
export async function readStoredImage(
  key: string,
  width: number | null,
  { store = defaultBlobStore() }: { store?: BlobStore } = {},
): Promise<StoredImage | null> {
  if (!isStoredImageKey(key)) return null;
  const type = TYPE_OF_EXTENSION[key.slice(key.lastIndexOf(".") + 1)];
  if (!type) return null;
  if (width !== null) return STORED_IMAGE_WIDTHS.includes(width) ? resized(store, key, width) : null;
  const bytes = await store.get(key);
  return bytes ? { bytes, contentType: CONTENT_TYPES[type] } : null;
}
