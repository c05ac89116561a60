import { describe, expect, it } from "vitest";
import { imageConfigDefault } from "next/dist/shared/lib/image-config";
import nextConfig from "../../next.config";
import { fixedSizeSources, IMAGE_QUALITY, IMAGE_WIDTHS, optimizedImageSrc } from "@/lib/images/optimized-image";

describe("optimizedImageSrc", () => {
  it("asks the optimizer only for widths and a quality it accepts: Next's defaults, which next.config.ts keeps", () => {
    expect(IMAGE_WIDTHS).toEqual(
      [...imageConfigDefault.imageSizes, ...imageConfigDefault.deviceSizes].sort((a, b) => a - b),
    );
    expect(imageConfigDefault.qualities).toEqual([IMAGE_QUALITY]);
    const images = nextConfig("phase-production-server").images ?? {};
    expect(images.imageSizes ?? images.deviceSizes ?? images.qualities).toBeUndefined();
  });

  it("picks the smallest accepted width that covers the size, as next/image does, and encodes the source", () => {
    expect(optimizedImageSrc("https://brand.example/logo.png?v=1&x=2", 56)).toBe(
      "/_next/image?url=https%3A%2F%2Fbrand.example%2Flogo.png%3Fv%3D1%26x%3D2&w=64&q=75",
    );
    expect(optimizedImageSrc("https://a.example/l.png", 5000)).toContain("&w=3840&");
  });

  it("gives a 1x and 2x srcset for a fixed-size image, the 2x as its src", () => {
    expect(fixedSizeSources("https://a.example/l.png", 56)).toEqual({
      src: "/_next/image?url=https%3A%2F%2Fa.example%2Fl.png&w=128&q=75",
      srcSet:
        "/_next/image?url=https%3A%2F%2Fa.example%2Fl.png&w=64&q=75 1x, /_next/image?url=https%3A%2F%2Fa.example%2Fl.png&w=128&q=75 2x",
    });
  });
});
