import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedImageKey, storedImageSources } from "@/lib/images/stored-image";
import type { BlobStore } from "@/server/storage/blob-store";
import { localBlobStore } from "@/server/storage/local-store";
import { readStoredImage } from "@/server/storage/read-image";
import { s3BlobStore } from "@/server/storage/s3-store";
import { blobStoreFor } from "@/server/storage/store-config";
import { storeImage } from "@/server/storage/store-image";
import { startS3Peer, type S3Peer } from "../support/s3-peer";

const HINT = { listingId: "listing-1", role: "logo" } as const;

async function picture(format: "png" | "jpeg" | "webp", width = 120, height = 80): Promise<Uint8Array> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } });
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

const SVG = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#0a7"/></svg>`;
const bytes = (text: string) => new TextEncoder().encode(text);

let peer: S3Peer;
let folder: string;

beforeAll(async () => {
  peer = await startS3Peer();
  folder = mkdtempSync(path.join(os.tmpdir(), "images-"));
});

afterAll(async () => {
  await peer.close();
  rmSync(folder, { recursive: true, force: true });
});

const stores: [string, () => BlobStore][] = [
  ["a local folder", () => localBlobStore(folder)],
  ["an S3-compatible bucket", () => s3BlobStore(peer.config)],
];

describe.each(stores)("storeImage into %s", (_, storeOf) => {
  it.each(["png", "jpeg", "webp"] as const)("keeps a %s under the hash of its bytes, once", async (format) => {
    const store = storeOf();
    const image = await picture(format);
    const first = await storeImage(image, HINT, { store });
    const again = await storeImage(image, { listingId: "listing-2", role: "photo" }, { store });
    expect(first.ok).toBe(true);
    expect(again).toEqual(first);
    const key = storedImageKey(first.ok ? first.url : null);
    expect(key).toMatch(new RegExp(`^[0-9a-f]{64}\\.${format === "jpeg" ? "jpg" : format}$`));
    const read = await readStoredImage(key!, null, { store });
    expect(read?.contentType).toBe(`image/${format}`);
    expect(Buffer.from(read!.bytes).equals(Buffer.from(image))).toBe(true);
  });

  it("serves a resized WebP at an agreed width, never larger than the original", async () => {
    const store = storeOf();
    const stored = await storeImage(await picture("png", 400, 200), HINT, { store });
    const key = storedImageKey(stored.ok ? stored.url : null)!;
    const small = await readStoredImage(key, 112, { store });
    expect(small?.contentType).toBe("image/webp");
    expect(await sharp(Buffer.from(small!.bytes)).metadata()).toMatchObject({ format: "webp", width: 112, height: 56 });
    // The second read comes from the kept copy and is the same.
    expect(Buffer.from((await readStoredImage(key, 112, { store }))!.bytes).equals(Buffer.from(small!.bytes))).toBe(
      true,
    );
    const wide = await readStoredImage(key, 1080, { store });
    expect((await sharp(Buffer.from(wide!.bytes)).metadata()).width).toBe(400);
    expect(await readStoredImage(key, 113, { store })).toBeNull();
  });

  it("draws a self-contained SVG into a PNG", async () => {
    const stored = await storeImage(bytes(SVG), HINT, { store: storeOf() });
    expect(stored.ok && stored.url).toMatch(/^\/images\/[0-9a-f]{64}\.png$/);
  });

  it("answers null for keys that are not ours or hold nothing", async () => {
    const store = storeOf();
    for (const key of ["../../etc/passwd", "..%2Fenv", "a.png", `${"0".repeat(64)}.gif`, `${"0".repeat(64)}.png`])
      expect(await readStoredImage(key, null, { store })).toBeNull();
    expect(await readStoredImage(`${"0".repeat(64)}.png`, 56, { store })).toBeNull();
  });
});

describe("storeImage refuses", () => {
  const store = () => localBlobStore(folder);

  it.each([
    ["nothing", new Uint8Array(), "empty"],
    ["a GIF", bytes("GIF89a\x01\x00\x01\x00"), "unsupported-type"],
    ["an HTML page", bytes("<!doctype html><html><body>logo</body></html>"), "unsupported-type"],
    [
      "a PNG signature with garbage after it",
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
      "image-corrupt",
    ],
    ["more than 2 MB", new Uint8Array(2 * 1024 * 1024 + 1).fill(0xff), "too-large"],
  ])("%s", async (_, input, cause) => {
    expect(await storeImage(input, HINT, { store: store() })).toEqual({ ok: false, cause });
  });

  it("a truncated JPEG", async () => {
    const jpeg = await picture("jpeg", 300, 300);
    expect(await storeImage(jpeg.subarray(0, jpeg.length / 2), HINT, { store: store() })).toEqual({
      ok: false,
      cause: "image-corrupt",
    });
  });

  it("images too small or too large a side", async () => {
    expect(await storeImage(await picture("png", 8, 8), HINT, { store: store() })).toEqual({
      ok: false,
      cause: "dimensions",
    });
    expect(await storeImage(await picture("png", 9000, 16), HINT, { store: store() })).toEqual({
      ok: false,
      cause: "dimensions",
    });
  });

  it.each([
    ["script", `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`],
    [
      "an event handler",
      `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>`,
    ],
    [
      "an entity",
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>`,
    ],
    [
      "a file reference",
      `<svg xmlns="http://www.w3.org/2000/svg"><image href="/etc/passwd" width="9" height="9"/></svg>`,
    ],
    [
      "a remote image",
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="http://169.254.169.254/x.png"/></svg>`,
    ],
    ["a CSS import", `<svg xmlns="http://www.w3.org/2000/svg"><style>@import "http://x/y.css";</style></svg>`],
    ["a foreign object", `<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><p>hi</p></foreignObject></svg>`],
  ])("an SVG with %s", async (_, svg) => {
    expect(await storeImage(bytes(svg), HINT, { store: store() })).toEqual({ ok: false, cause: "svg-unsafe" });
  });

  it("a store that fails, as storage-failed", async () => {
    const broken: BlobStore = {
      put: () => Promise.reject(new Error("disk full")),
      get: () => Promise.resolve(null),
    };
    expect(await storeImage(await picture("png"), HINT, { store: broken })).toEqual({
      ok: false,
      cause: "storage-failed",
    });
  });

  it("writes no stray files into the folder", () => {
    expect(readdirSync(folder).filter((name) => !/^[0-9a-f]{64}(\.w\d+)?\.(png|jpg|webp)$/.test(name))).toEqual([]);
  });
});

describe("the configured store", () => {
  it("is the bucket only when all of its settings are there", async () => {
    const image = await picture("png", 50, 50);
    const base = { IMAGE_DIR: folder, S3_REGION: "us-east-1" };
    const bucket = blobStoreFor({
      ...base,
      S3_ENDPOINT: peer.config.endpoint,
      S3_BUCKET: peer.config.bucket,
      S3_ACCESS_KEY_ID: peer.config.accessKeyId,
      S3_SECRET_ACCESS_KEY: peer.config.secretAccessKey,
    });
    const stored = await storeImage(image, HINT, { store: bucket });
    const key = storedImageKey(stored.ok ? stored.url : null)!;
    expect(readdirSync(path.join(peer.directory, peer.config.bucket)).length).toBeGreaterThan(0);
    expect(await readStoredImage(key, null, { store: blobStoreFor(base) })).toBeNull();
    expect(await readStoredImage(key, null, { store: bucket })).not.toBeNull();
  });

  // s3rver checks the access key, not SigV4 signatures: a refused request is what is tested here.
  it("a refused request is a storage failure", async () => {
    const wrong = s3BlobStore({ ...peer.config, accessKeyId: "NOT-A-KEY" });
    expect(await storeImage(await picture("png", 60, 60), HINT, { store: wrong })).toEqual({
      ok: false,
      cause: "storage-failed",
    });
  });
});

describe("stored image URLs", () => {
  it("give 1x and 2x sources at the route's widths", () => {
    const key = `${"a".repeat(64)}.png`;
    expect(storedImageSources(key, 56)).toEqual({
      src: `/images/${key}?w=112`,
      srcSet: `/images/${key}?w=56 1x, /images/${key}?w=112 2x`,
    });
    expect(storedImageKey("https://example.com/images/x.png")).toBeNull();
    expect(storedImageKey(`/images/${key}/../x`)).toBeNull();
  });
});
