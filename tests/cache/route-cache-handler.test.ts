// The route cache handler next.config.ts installs: pages that answer 200 are kept on disk as Next keeps them; 404 and
// redirect renders stay in memory only, so made-up URLs cannot fill the disk. Runs on Next's own file-system cache
// and fs methods, so it also fails if a Next upgrade changes what the handler relies on.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";
import { CACHE_TAGS } from "@/lib/cache-tags";
import RouteCacheHandler, { LISTING_GONE_TAG } from "@/server/cache/route-cache-handler.mjs";

const serverDistDir = mkdtempSync(path.join(tmpdir(), "route-cache-"));
afterAll(() => rmSync(serverDistDir, { recursive: true, force: true }));

const handler = new RouteCacheHandler({
  fs: nodeFs,
  flushToDisk: true,
  serverDistDir,
  maxMemoryCacheSize: 10_000_000,
  revalidatedTags: [],
});
const setContext = { cacheControl: { revalidate: 3_600, expire: 86_400 }, isRoutePPREnabled: false, isFallback: false };
const getContext = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };
const render = (status: number, html: string, tags: string[] = []) => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from(html),
  headers: tags.length ? { "x-next-cache-tags": tags.join(",") } : {},
  status,
  postponed: undefined,
  segmentData: undefined,
});
const onDisk = (key: string) => existsSync(path.join(serverDistDir, "app", `${key}.html`));

describe("route cache handler", () => {
  it("keeps a 200 page on disk and in memory", async () => {
    await handler.set("/clinic/real-place", render(200, "<p>Real place</p>"), setContext);
    expect(onDisk("/clinic/real-place")).toBe(true);
    expect((await handler.get("/clinic/real-place", getContext))?.value?.status).toBe(200);
  });

  it("keeps 404 and redirect renders in memory only, and still writes the next page to disk", async () => {
    await handler.set("/clinic/made-up-slug", render(404, "<p>Not found</p>"), setContext);
    await handler.set("/brand/another-kind", render(308, ""), setContext);
    expect(onDisk("/clinic/made-up-slug")).toBe(false);
    expect(onDisk("/brand/another-kind")).toBe(false);
    expect((await handler.get("/clinic/made-up-slug", getContext))?.value?.status).toBe(404);
    expect((await handler.get("/brand/another-kind", getContext))?.value?.status).toBe(308);

    expect(handler.flushToDisk).toBe(true);
    await handler.set("/clinic/after", render(200, "<p>After</p>"), setContext);
    expect(onDisk("/clinic/after")).toBe(true);
  });

  it("answers an unpublished listing's 404 with 410 Gone, from the rendering request on, in memory only", async () => {
    expect(LISTING_GONE_TAG).toBe(CACHE_TAGS.listingGone);
    const gone = render(404, "<p>Gone</p>", ["listing-key:old-place", CACHE_TAGS.listingGone]);
    await handler.set("/clinic/old-place", gone, setContext);
    // The same object answers the request that rendered it.
    expect(gone.status).toBe(410);
    expect(onDisk("/clinic/old-place")).toBe(false);
    expect((await handler.get("/clinic/old-place", getContext))?.value?.status).toBe(410);

    const missing = render(404, "<p>Not found</p>", ["listing-key:never-was", "listing-gone-not"]);
    await handler.set("/clinic/never-was", missing, setContext);
    expect(missing.status).toBe(404);
  });
});
