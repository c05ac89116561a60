import { AppError } from "@/lib/http/app-error";
import { genericError } from "@/lib/http/error-codes";
import { STORED_IMAGE_WIDTHS } from "@/lib/images/stored-image";
import { withPublic } from "@/server/http/route";
import { readStoredImage } from "@/server/storage/read-image";

function widthOf(value: string | null): number | null {
  if (value === null) return null;
  const width = /^\d{1,4}$/.test(value) ? Number(value) : NaN;
  if (STORED_IMAGE_WIDTHS.includes(width)) return width;
  throw new AppError("bad_request", "Invalid width", {
    w: [genericError("nameOneOf", { name: "w", options: STORED_IMAGE_WIDTHS.join(", ") })],
  });
}

/**
 * GET /images/{sha256}.{png|jpg|webp}?w=112: a logo or photo from our storage, as stored or resized. The key is the
 * hash of the bytes, so the answer never changes: browsers and CDNs keep it for a year. Any other key is a 404.
 */
export const GET = withPublic(async ({ req, params }) => {
  const width = widthOf(req.nextUrl.searchParams.get("w"));
  const image = await readStoredImage(params.key ?? "", width);
  if (!image) throw new AppError("not_found", "No image has that key");
  return new Response(Buffer.from(image.bytes), {
    headers: {
      "content-type": image.contentType,
      "cache-control": "public, max-age=31536000, immutable",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
});
