import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readStyleOrigins } from "@/lib/map/read-style-origins";
import { originOf, styleOrigins } from "@/lib/map/style-origins";
import { staticContentSecurityPolicy } from "@/lib/security/headers";

const connectSrc = (csp: string) => csp.split("; ").find((d) => d.startsWith("connect-src")) ?? "";

describe("the CSP of the map", () => {
  it("without MAP_STYLE_URL names no map host at all", () => {
    const csp = staticContentSecurityPolicy({ dev: false, upgradeInsecureRequests: true });
    expect(connectSrc(csp)).toBe("connect-src 'self'");
  });

  it("adds exactly the style's hosts: the style, its sprite and glyphs, and its sources' tiles", () => {
    const origins = styleOrigins(
      "https://styles.example/liberty.json",
      {
        sprite: [{ id: "default", url: "https://sprites.example/s" }],
        glyphs: "https://fonts.example/{fontstack}/{range}.pbf",
        sources: {
          vector: { type: "vector", url: "https://tilejson.example/v3.json" },
          raster: { type: "raster", tiles: ["https://a.tiles.example/{z}/{x}/{y}.png"] },
          archive: { type: "vector", url: "pmtiles://https://archive.example/europe.pmtiles" },
          local: { type: "geojson", data: "/points.geojson" },
          remoteData: { type: "geojson", data: "https://data.example/points.geojson" },
        },
      },
      { "https://tilejson.example/v3.json": { tiles: ["https://vector.tiles.example/{z}/{x}/{y}.pbf"] } },
    );
    expect(origins).toEqual([
      "https://a.tiles.example",
      "https://archive.example",
      "https://data.example",
      "https://fonts.example",
      "https://sprites.example",
      "https://styles.example",
      "https://tilejson.example",
      "https://vector.tiles.example",
    ]);
    const csp = staticContentSecurityPolicy({ dev: false, upgradeInsecureRequests: true, mapOrigins: origins });
    expect(connectSrc(csp)).toBe(`connect-src 'self' ${origins.join(" ")}`);
  });

  it("ignores what is not an http(s) origin", () => {
    expect(originOf("/map/style.json")).toBeNull();
    expect(originOf("javascript:alert(1)")).toBeNull();
    expect(originOf(42)).toBeNull();
    expect(originOf("pmtiles://https://x.example/a.pmtiles")).toBe("https://x.example");
  });
});

describe("readStyleOrigins (at build)", () => {
  let server: http.Server;
  let base = "";
  let publicDir = "";
  const cwd = process.cwd();

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const documents: Record<string, unknown> = {
        "/style.json": { version: 8, sources: { t: { type: "vector", url: `${base}/tiles.json` } }, layers: [] },
        "/tiles.json": { tiles: ["https://tiles.example/{z}/{x}/{y}.pbf"] },
      };
      const body = documents[req.url ?? ""];
      res.writeHead(body ? 200 : 404, { "content-type": "application/json" }).end(JSON.stringify(body ?? {}));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    publicDir = mkdtempSync(path.join(os.tmpdir(), "map-style-"));
    mkdirSync(path.join(publicDir, "public", "map"), { recursive: true });
    writeFileSync(
      path.join(publicDir, "public", "map", "style.json"),
      JSON.stringify({
        version: 8,
        sources: { p: { type: "vector", url: "pmtiles://https://cdn.example/e.pmtiles" } },
      }),
    );
  });

  afterAll(async () => {
    process.chdir(cwd);
    rmSync(publicDir, { recursive: true, force: true });
    await new Promise((resolve) => server.close(resolve));
  });

  it("reads a hosted style and the TileJSON it names", async () => {
    expect(await readStyleOrigins(`${base}/style.json`)).toEqual([base, "https://tiles.example"].sort());
  });

  it("reads a style served from this site out of public/", async () => {
    process.chdir(publicDir);
    try {
      expect(await readStyleOrigins("/map/style.json")).toEqual(["https://cdn.example"]);
    } finally {
      process.chdir(cwd);
    }
  });

  it("fails the build, with the reason, when the style cannot be read; nothing when unset", async () => {
    await expect(readStyleOrigins(`${base}/missing.json`)).rejects.toThrow(/MAP_STYLE_URL.*404/);
    expect(await readStyleOrigins(undefined)).toEqual([]);
  });
});
