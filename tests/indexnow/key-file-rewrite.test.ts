import { PHASE_PRODUCTION_SERVER } from "next/constants";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { describe, expect, it } from "vitest";
import nextConfig from "../../next.config";
import { indexNowKeyFileRewrite } from "@/lib/seo/indexnow-key-file";

describe("the IndexNow key file's rewrite", () => {
  const match = getPathMatch(indexNowKeyFileRewrite().source);

  it("takes /{key}.txt at the root only, for names a key can have", () => {
    expect(match("/0f1e2d3c4b5a6978.txt")).toEqual({ key: "0f1e2d3c4b5a6978" });
    expect(match("/Ab-12345.txt")).toEqual({ key: "Ab-12345" });
    for (const path of [
      "/robots.txt",
      "/short.txt",
      "/de/0f1e2d3c4b5a6978.txt",
      "/0f1e2d3c4b5a6978.txt/x",
      "/a_b_c_d_e.txt",
      "/llms-full.txt",
    ])
      expect(match(path)).toBe(false);
  });

  it("is the first rewrite a key file's path meets, so the English pages' rewrite never takes it", async () => {
    const rewrites = await nextConfig(PHASE_PRODUCTION_SERVER).rewrites?.();
    const rules = (rewrites && !Array.isArray(rewrites) ? rewrites.beforeFiles : undefined) ?? [];
    const first = (path: string) =>
      rules.find((rule) => getPathMatch(rule.source, { removeUnnamedParams: true, strict: true })(path));
    expect(first("/0f1e2d3c4b5a6978.txt")?.destination).toBe("/api/indexnow/:key");
    expect(first("/robots.txt")).toBeUndefined();
    expect(first("/llms.txt")).toBeUndefined();
    expect(first("/llms-full.txt")).toBeUndefined();
    // A listing's Markdown copy is its page's URL with .md, in every language.
    expect(first("/clinic/some-clinic.md")?.destination).toBe("/en/md/:route/:id");
    expect(first("/de/lab/some-lab.md")?.destination).toBe("/:locale/md/:route/:id");
    expect(first("/clinic/some-clinic")?.destination).toBe("/en/:first/:rest*");
    expect(first("/api/indexnow/0f1e2d3c4b5a6978")).toBeUndefined();
  });
});
