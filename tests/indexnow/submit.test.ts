import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { INDEXNOW_BATCH_SIZE, submitChangedUrls, type IndexNowConfig } from "@/server/indexnow/submit";
import { startJsonPeer, type JsonPeer } from "../support/json-peer";

let peer: JsonPeer;
let config: IndexNowConfig;

beforeAll(async () => {
  peer = await startJsonPeer();
  config = { key: "a1b2c3d4e5f6a7b8", endpoint: peer.url, site: "https://longevity.example" };
});
afterAll(() => peer.close());
beforeEach(() => {
  peer.requests.length = 0;
  peer.status = 200;
});

describe("submitChangedUrls", () => {
  it("posts the protocol's JSON: host, key, key location and the URL list", async () => {
    await submitChangedUrls(["https://longevity.example/clinic/a", "https://longevity.example/de/clinic/a"], {
      config,
    });
    expect(peer.requests).toHaveLength(1);
    const [request] = peer.requests;
    expect(request?.method).toBe("POST");
    expect(request?.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(request?.body).toEqual({
      host: "longevity.example",
      key: config.key,
      keyLocation: `https://longevity.example/${config.key}.txt`,
      urlList: ["https://longevity.example/clinic/a", "https://longevity.example/de/clinic/a"],
    });
  });

  it("sends at most 10,000 URLs a request, each URL once, this site's only", async () => {
    const urls = Array.from({ length: INDEXNOW_BATCH_SIZE + 5 }, (_, i) => `https://longevity.example/clinic/x-${i}`);
    await submitChangedUrls(
      [...urls, urls[0]!, "https://other.example/clinic/x", "not a url", "http://longevity.example/clinic/y"],
      {
        config,
      },
    );
    const lists = peer.requests.map((request) => (request.body as { urlList: string[] }).urlList);
    expect(lists.map((list) => list.length)).toEqual([INDEXNOW_BATCH_SIZE, 5]);
    expect(lists.flat()).toEqual(urls);
  });

  it("sends nothing when off or when no URL is ours", async () => {
    await submitChangedUrls(["https://longevity.example/clinic/a"], { config: null });
    await submitChangedUrls(["https://other.example/clinic/a"], { config });
    await submitChangedUrls([], { config });
    expect(peer.requests).toEqual([]);
  });

  it("never throws: a refusal or an unreachable endpoint is logged only", async () => {
    peer.status = 429;
    await expect(submitChangedUrls(["https://longevity.example/a"], { config })).resolves.toBeUndefined();
    await expect(
      submitChangedUrls(["https://longevity.example/a"], { config: { ...config, endpoint: "http://127.0.0.1:1/x" } }),
    ).resolves.toBeUndefined();
  });
});
