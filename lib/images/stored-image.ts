/**
 * Images kept in our own storage (server/storage): `/images/{sha256}.{png|jpg|webp}`, served by app/images/[key]
 * at the widths below. The key is the hash of the bytes, so a URL never changes meaning and is cached for good.
 */
export const STORED_IMAGE_PREFIX = "/images/";

const KEY = /^[0-9a-f]{64}\.(?:png|jpg|webp)$/;

/**
 * The widths the route resizes to: 1x and 2x of the logo sizes pages show (compare 40, featured 48, card 56,
 * sponsored 64, detail 88) and the photo widths of a detail page's header.
 */
export const STORED_IMAGE_WIDTHS: readonly number[] = [
  40, 48, 56, 64, 80, 88, 96, 112, 128, 176, 384, 640, 828, 1080, 1200, 1920, 2304,
];

export function isStoredImageKey(key: string): boolean {
  return KEY.test(key);
}

/** The storage key of one of our image URLs (`/images/{key}`); null for any other URL. */
export function storedImageKey(url: string | null | undefined): string | null {
  if (!url?.startsWith(STORED_IMAGE_PREFIX)) return null;
  const key = url.slice(STORED_IMAGE_PREFIX.length);
  return isStoredImageKey(key) ? key : null;
}

function widthFor(pixels: number): number {
  return STORED_IMAGE_WIDTHS.find((width) => width >= pixels) ?? STORED_IMAGE_WIDTHS.at(-1)!;
}

/** src and srcSet of a stored photo shown across a detail page's header (up to 1,152 CSS pixels wide). */
export function storedPhotoSources(key: string): { src: string; srcSet: string } {
  const at = (width: number) => `${STORED_IMAGE_PREFIX}${key}?w=${width}`;
  return { src: at(1200), srcSet: [640, 1080, 1920].map((width) => `${at(width)} ${width}w`).join(", ") };
}

/** src and srcSet of a stored image shown at `size` CSS pixels: 1x and 2x, the larger as the fallback src. */
export function storedImageSources(key: string, size: number): { src: string; srcSet: string } {
  const at = (width: number) => `${STORED_IMAGE_PREFIX}${key}?w=${widthFor(width)}`;
  return { src: at(size * 2), srcSet: `${at(size)} 1x, ${at(size * 2)} 2x` };
}
