import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DELETE as deleteRoute } from "@/app/api/admin/comparisons/[id]/route";
import { GET as listRoute, POST as addRoute } from "@/app/api/admin/comparisons/route";
import { GET as sitemapFile } from "@/app/sitemaps/[file]/route";
import { CACHE_TAGS } from "@/lib/cache-tags";
import type { ComparisonPicks, ComparisonPickView } from "@/server/comparisons/picks";
import { db } from "@/server/db/client";
import { findComparison, loadComparison } from "@/server/comparisons/compare-page";
import { COMPARE_INDEX_MIN_VIEWS, indexableComparisons } from "@/server/comparisons/indexable";
import { adminRequest, routeContext, signInAsAdmin } from "../admin/admin-session";
import { createListings, deleteListings } from "../support/listing-fixtures";
import { revalidatedTags } from "../support/next-cache";

const run = randomUUID().slice(0, 8);
let token: string;
let fixtures: Awaited<ReturnType<typeof createListings>>;
const slug = (name: string) => fixtures.find((listing) => listing.name === `${name} ${run}`)!.slug;
const path = (...names: string[]) => names.map(slug).sort().join("-vs-");

/** What loadComparison threw: Next's redirect or not-found signal, as its digest. */
async function signal(kind: string, segment: string): Promise<string> {
  try {
    await loadComparison(kind, segment, "en");
    return "rendered";
  } catch (error) {
    return String((error as { digest?: string }).digest);
  }
}

beforeAll(async () => {
  token = await signInAsAdmin();
  fixtures = await createListings([
    {
      kind: "wearable",
      name: `Alpha Ring ${run}`,
      priceFrom: 299,
      batteryLife: "up to 7 days",
      rating: 4.5,
      reviewCount: 2,
    },
    { kind: "wearable", name: `Beta Band ${run}`, priceFrom: 199, batteryLife: "up to 7 days" },
    { kind: "wearable", name: `Gamma Watch ${run}` },
    { kind: "wearable", name: `Delta Patch ${run}` },
    { kind: "wearable", name: `Epsilon Strap ${run}` },
    { kind: "wearable", name: `Man vs Machine ${run}` },
    { kind: "wearable", name: `Hidden Ring ${run}`, status: "draft", publishedAt: null },
    { kind: "lab", name: `Zeta Lab ${run}` },
  ]);
});
beforeEach(() => {
  revalidatedTags.length = 0;
});
afterAll(async () => {
  await db.comparisonPick.deleteMany({ where: { listingIds: { hasSome: fixtures.map((listing) => listing.id) } } });
  await db.analyticsDaily.deleteMany({ where: { dimension: { contains: run } } });
  await deleteListings(fixtures);
});

describe("comparison pages", () => {
  it("set 2–4 published listings of one kind side by side, at their alphabetical address", async () => {
    const data = await findComparison("wearable", path("Beta Band", "Alpha Ring"));
    expect(data?.listings.map((listing) => listing.name)).toEqual([`Alpha Ring ${run}`, `Beta Band ${run}`]);
    expect(data).toMatchObject({
      kind: "wearable",
      path: `/compare/wearable/${path("Alpha Ring", "Beta Band")}`,
      indexable: false,
    });
    expect(data?.listings[0]).toMatchObject({ priceFrom: 299, batteryLife: "up to 7 days", rating: 4.5 });
    const four = await findComparison("wearable", path("Alpha Ring", "Beta Band", "Gamma Watch", "Delta Patch"));
    expect(four?.listings).toHaveLength(4);
    // A slug with "-vs-" in it is still one listing.
    expect((await findComparison("wearable", path("Man vs Machine", "Alpha Ring")))?.listings).toHaveLength(2);
  });

  it("redirect (308) from any other order, and answer 404 for anything that is not a comparison", async () => {
    const reversed = [slug("Beta Band"), slug("Alpha Ring")].join("-vs-");
    expect(await signal("wearable", reversed)).toMatch(/^NEXT_REDIRECT;replace;\/compare\/wearable\/.+;308;$/);
    expect(await signal("wearable", path("Alpha Ring", "Beta Band"))).toBe("rendered");
    const notFound = [
      ["wearable", `${slug("Alpha Ring")}-vs-no-such-ring-${run}`],
      ["wearable", `${slug("Alpha Ring")}-vs-${slug("Alpha Ring")}`],
      ["wearable", path("Alpha Ring", "Beta Band", "Gamma Watch", "Delta Patch", "Epsilon Strap")],
      ["wearable", path("Alpha Ring", "Zeta Lab")],
      ["wearable", path("Alpha Ring", "Hidden Ring")],
      ["wearable", slug("Alpha Ring")],
      ["wearables", path("Alpha Ring", "Beta Band")],
      ["brand", path("Alpha Ring", "Beta Band")],
      ["wearable", "%E0%A4%A"],
      ["wearable", `${"x".repeat(200)}-vs-${"y".repeat(200)}-vs-${"z".repeat(200)}`],
    ];
    for (const [kind, segment] of notFound) {
      expect(await findComparison(kind!, segment!), `${kind}/${segment}`).toBeNull();
      expect(await signal(kind!, segment!), `${kind}/${segment}`).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    }
  });
});

describe("indexable comparisons", () => {
  it("are those visitors open often enough (canonical, still published) and those the admin picks", async () => {
    const visited = `/compare/wearable/${path("Gamma Watch", "Delta Patch")}`;
    const rare = `/compare/wearable/${path("Epsilon Strap", "Delta Patch")}`;
    const today = new Date(new Date().toISOString().slice(0, 10));
    await db.analyticsDaily.createMany({
      data: [
        { metric: "page", day: today, dimension: visited, value: COMPARE_INDEX_MIN_VIEWS },
        { metric: "page", day: today, dimension: rare, value: COMPARE_INDEX_MIN_VIEWS - 1 },
        { metric: "page", day: today, dimension: `/compare/wearable/${slug("Alpha Ring")}-vs-gone-${run}`, value: 50 },
      ],
    });
    const paths = (await indexableComparisons()).map((comparison) => comparison.path);
    expect(paths).toContain(visited);
    expect(paths).not.toContain(rare);
    expect(paths.some((entry) => entry.includes(`gone-${run}`))).toBe(false);
    expect((await findComparison("wearable", path("Gamma Watch", "Delta Patch")))?.indexable).toBe(true);
  });

  it("the admin picks by address (POST /api/admin/comparisons), idempotently, audit-logged, and can drop them", async () => {
    const send = (body: unknown, withToken: string | null = token) =>
      addRoute(adminRequest("/api/admin/comparisons", { method: "POST", body, token: withToken }), routeContext());
    expect((await send({ url: "/compare/wearable/x-vs-y" }, null)).status).toBe(401);
    const address = `https://longevity.example/compare/wearable/${[slug("Beta Band"), slug("Alpha Ring")].join("-vs-")}`;
    const first = await send({ url: address });
    expect(first.status).toBe(200);
    const pick = (await first.json()) as ComparisonPickView;
    expect(pick).toMatchObject({ kind: "wearable", path: `/compare/wearable/${path("Alpha Ring", "Beta Band")}` });
    expect(revalidatedTags).toEqual(expect.arrayContaining([CACHE_TAGS.comparisons, CACHE_TAGS.sitemap]));
    expect(((await (await send({ url: address })).json()) as ComparisonPickView).id).toBe(pick.id);
    expect(await db.comparisonPick.count({ where: { id: pick.id } })).toBe(1);
    expect(await db.auditLog.count({ where: { entityId: pick.id, action: "comparison.pick" } })).toBe(1);

    const listed = (await (
      await listRoute(adminRequest("/api/admin/comparisons", { token }), routeContext())
    ).json()) as ComparisonPicks;
    expect(listed.picks.map((entry) => entry.id)).toContain(pick.id);
    const pages = await sitemapFile(
      new NextRequest("http://localhost/sitemaps/pages.xml"),
      routeContext({ file: "pages.xml" }),
    );
    expect(await pages.text()).toContain(`/compare/wearable/${path("Alpha Ring", "Beta Band")}</loc>`);

    for (const bad of [
      "/wearable/oura",
      `/compare/brand/${path("Alpha Ring", "Beta Band")}`,
      `/compare/wearable/${slug("Alpha Ring")}-vs-nope`,
    ]) {
      const response = await send({ url: bad });
      expect(response.status, bad).toBe(400);
      expect(JSON.stringify(await response.json())).toContain("url");
    }
    expect((await send({ url: 42 })).status).toBe(400);

    const remove = (id: string) =>
      deleteRoute(adminRequest(`/api/admin/comparisons/${id}`, { method: "DELETE", token }), routeContext({ id }));
    expect((await remove(pick.id)).status).toBe(204);
    expect((await remove(pick.id)).status).toBe(404);
    expect(await db.auditLog.count({ where: { entityId: pick.id, action: "comparison.unpick" } })).toBe(1);
    expect((await findComparison("wearable", path("Alpha Ring", "Beta Band")))?.indexable).toBe(false);
  });
});
