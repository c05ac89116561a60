// The route cache handler next.config.ts installs, as one instance without Redis runs it: pages that answer 200 are
// kept in memory and on disk (a restart serves them); 404 and redirect renders, and pages that expire within the hour,
// stay in memory only, so made-up URLs cannot fill the disk; an invalidated tag turns an entry into a miss.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { TagManifest } from "@/server/cache/tag-manifest.mjs";
import { CACHE_TAGS } from "@/lib/cache-tags";
import RouteCacheHandler, { LISTING_GONE_TAG, SHORT_LIVED_SECONDS } from "@/server/cache/route-cache-handler.mjs";

const serverDistDir = path.join(mkdtempSync(path.join(tmpdir(), "route-cache-")), "server");
afterAll(() => rmSync(path.dirname(serverDistDir), { recursive: true, force: true }));

let clock = 1_700_000_000_000;
const now = () => clock++;
const runtime = () => ({ store: null, tags: new TagManifest(null, now), namespace: "test:", now });
const singleInstance = runtime();
const handler = new RouteCacheHandler({ serverDistDir, maxMemoryCacheSize: 10_000_000 }, singleInstance);
const setContext = { cacheControl: { revalidate: 3_600, expire: 86_400 } };
const getContext = { kind: "APP_PAGE" };
const render = (status: number, html: string, tags = "") => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from(html),
  headers: tags ? { "x-next-cache-tags": tags } : {},
  status,
  postponed: undefined,
  segmentData: new Map([["/_tree", Buffer.from("tree")]]),
});
const filesOnDisk = () => {
  try {
    return readdirSync(path.join(serverDistDir, "route-cache")).length;
  } catch {
    return 0;
  }
};

describe("route cache handler (one instance)", () => {
  it("answers an unpublished listing's 404 with 410 Gone, from the rendering request on, in memory only", async () => {
    expect(LISTING_GONE_TAG).toBe(CACHE_TAGS.listingGone);
    const before = filesOnDisk();
    const gone = render(404, "<p>Gone</p>", `listing-key:old-place,${CACHE_TAGS.listingGone}`);
    await handler.set("/clinic/old-place", gone, setContext);
    // The same object answers the request that rendered it.
    expect(gone.status).toBe(410);
    expect(filesOnDisk()).toBe(before);
    expect((await handler.get("/clinic/old-place", getContext))?.value?.status).toBe(410);

    const missing = render(404, "<p>Not found</p>", "listing-key:never-was,listing-gone-not");
    await handler.set("/clinic/never-was", missing, setContext);
    expect(missing.status).toBe(404);
  });

  it("keeps a 200 page in memory and on disk, where a restarted instance finds it", async () => {
    await handler.set("/clinic/real-place", render(200, "<p>Real place</p>"), setContext);
    expect(filesOnDisk()).toBe(1);
    const restarted = new RouteCacheHandler({ serverDistDir }, runtime());
    const entry = await restarted.get("/clinic/real-place", getContext);
    expect(entry?.value).toMatchObject({
      status: 200,
      html: "<p>Real place</p>",
      rscData: Buffer.from("<p>Real place</p>"),
    });
    expect(entry?.cacheControl).toEqual(setContext.cacheControl);
  });

  it("shares one memory layer among the handlers of one process (Next makes one per request)", async () => {
    const perRequest = () => new RouteCacheHandler({ maxMemoryCacheSize: 10_000_000 }, singleInstance);
    await perRequest().set("/clinic/missing-here", render(404, "<p>Not found</p>"), setContext);
    expect((await perRequest().get("/clinic/missing-here", getContext))?.value?.status).toBe(404);
    const otherProcess = new RouteCacheHandler({ maxMemoryCacheSize: 10_000_000 }, runtime());
    expect(await otherProcess.get("/clinic/missing-here", getContext)).toBeNull();
  });

  it("keeps 404 and redirect renders in memory only", async () => {
    await handler.set("/clinic/made-up-slug", render(404, "<p>Not found</p>"), setContext);
    await handler.set("/brand/another-kind", render(308, ""), setContext);
    expect(filesOnDisk()).toBe(1);
    expect((await handler.get("/clinic/made-up-slug", getContext))?.value?.status).toBe(404);
    expect((await handler.get("/brand/another-kind", getContext))?.value?.status).toBe(308);
    await handler.set("/clinic/after", render(200, "<p>After</p>"), setContext);
    expect(filesOnDisk()).toBe(2);
  });

  it("keeps a page that expires within the hour (a searched view) in memory only", async () => {
    const before = filesOnDisk();
    const searched = { cacheControl: { revalidate: 60, expire: SHORT_LIVED_SECONDS } };
    await handler.set("/en/directory/search/c2VhcmNoPXNsZWVw", render(200, "<p>sleep</p>"), searched);
    expect(filesOnDisk()).toBe(before);
    expect((await handler.get("/en/directory/search/c2VhcmNoPXNsZWVw", getContext))?.value).toMatchObject({
      html: "<p>sleep</p>",
    });
    await handler.set("/en/directory/labs", render(200, "<p>labs</p>"), {
      cacheControl: { revalidate: 60, expire: SHORT_LIVED_SECONDS + 1 },
    });
    expect(filesOnDisk()).toBe(before + 1);
  });

  it("answers a miss once one of the entry's tags (its own or the request's soft tags) is invalidated", async () => {
    await handler.set("/clinic/tagged", render(200, "<p>v1</p>", "listing:1,listings"), setContext);
    expect(await handler.get("/clinic/tagged", getContext)).not.toBeNull();
    await handler.revalidateTag("listing:2", { expire: 0 });
    expect(await handler.get("/clinic/tagged", getContext)).not.toBeNull();
    await handler.revalidateTag(["listing:1"], { expire: 0 });
    expect(await handler.get("/clinic/tagged", getContext)).toBeNull();

    await handler.set("/clinic/tagged", render(200, "<p>v2</p>", "listing:1,listings"), setContext);
    expect((await handler.get("/clinic/tagged", getContext))?.value).toMatchObject({ html: "<p>v2</p>" });
    await handler.revalidateTag("_N_T_/clinic/tagged");
    expect(await handler.get("/clinic/tagged", { ...getContext, softTags: ["_N_T_/clinic/tagged"] })).toBeNull();
  });
});
