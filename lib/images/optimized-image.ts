/**
 * URLs of Next's image optimizer (/_next/image) for a fixed-size image, built here instead of through next/image:
 * next/image is a client component, so every page with a logo shipped its ~5 KB gzip of code to render one <img>.
 * The widths and quality must be ones the optimizer accepts: Next's defaults (next.config.ts changes neither;
 * tests/listing/optimized-image.test.ts compares them with Next's own).
 */
export const IMAGE_WIDTHS: readonly number[] = [
  32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840,
];
const LARGEST = 3840;
export const IMAGE_QUALITY = 75;

/** The smallest accepted width that covers `pixels`, as next/image picks it. */
function widthFor(pixels: number): number {
  return IMAGE_WIDTHS.find((width) => width >= pixels) ?? LARGEST;
}

export function optimizedImageSrc(url: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(url)}&w=${widthFor(width)}&q=${IMAGE_QUALITY}`;
}

/** src and srcSet of an image shown at `size` CSS pixels: 1x and 2x, the larger as the fallback src. */
export function fixedSizeSources(url: string, size: number): { src: string; srcSet: string } {
  const oneX = optimizedImageSrc(url, size);
  const twoX = optimizedImageSrc(url, size * 2);
  return { src: twoX, srcSet: `${oneX} 1x, ${twoX} 2x` };
}
