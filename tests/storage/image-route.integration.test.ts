import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedImageKey } from "@/lib/images/stored-image";
import { storeImage } from "@/server/storage";

// The route reads the configured store: a folder of this test's own, set before the first env() read.
const folder = mkdtempSync(path.join(os.tmpdir(), "image-route-"));
process.env.IMAGE_DIR = folder;
const { GET } = await import("@/app/images/[key]/route");

const get = (key: string, query = "") =>
  GET(new NextRequest(`http://localhost:3000/images/${encodeURIComponent(key)}${query}`), {
    params: Promise.resolve({ key }),
  });

let key: string;

beforeAll(async () => {
  const png = await sharp({ create: { width: 300, height: 150, channels: 4, background: "#3366cc" } })
    .png()
    .toBuffer();
  const stored = await storeImage(new Uint8Array(png), { listingId: "l1", role: "logo" });
  key = storedImageKey(stored.ok ? stored.url : null)!;
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("GET /images/{key}", () => {
  it("serves the stored image for good", async () => {
    const response = await get(key);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(300);
  });

  it("serves it resized at an agreed width", async () => {
    const response = await get(key, "?w=112");
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(112);
  });

  it("answers 400 with a coded field error for another width", async () => {
    for (const w of ["113", "-1", "abc", "1e3", ""]) {
      const response = await get(key, `?w=${w}`);
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields.w[0].code).toBe("errors.nameOneOf");
    }
  });

  it("answers 404 for keys that are not ours, never 5xx", async () => {
    for (const bad of [
      "../.env",
      "..%2F..%2Fetc%2Fpasswd",
      `${"0".repeat(64)}.png`,
      `${key}.tmp`,
      "x",
      key.toUpperCase(),
    ])
      expect((await get(bad)).status).toBe(404);
  });
});
