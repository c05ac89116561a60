// Cached public pages: a write shows on the next request everywhere the listing appears, and no visitor's request
// data ever ends up in a page served to someone else.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import v8 from "node:v8";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { E2E_DB_URL } from "../support/e2e-servers";

const run = promisify(execFile);

/** The keys of the route cache's entries on disk (server/cache/disk-store.mjs under next start's .next) naming a slug. */
function routeCacheFiles(slug: string): string[] {
  const root = path.join(import.meta.dirname, "../../.next/server/route-cache");
  const keys = existsSync(root)
    ? readdirSync(root)
        .filter((file) => file.endsWith(".bin"))
        .map((file) => (v8.deserialize(readFileSync(path.join(root, file))) as { key: string }).key)
    : [];
  return keys.filter((key) => key.endsWith(`/clinic/${slug}`)).map((key) => key.slice(key.indexOf("clinic/")));
}

test.describe("cached pages", () => {
  test("a listing published by the operator command shows on its page, in the directory and in the sitemap at once", async ({
    request,
    baseURL,
  }) => {
    const token = randomUUID().slice(0, 8);
    const slug = `cache-test-clinic-${token}`;
    const name = `Cache Test Clinic ${token}`;
    const client = new pg.Client({ connectionString: E2E_DB_URL });
    await client.connect();
    try {
      await client.query(
        `INSERT INTO "Listing" (id, kind, slug, name, status, placement, country, region, "shortDescription", "updatedAt")
         VALUES ($1, 'clinic', $2, $3, 'draft', 'editorial', 'Germany', 'Europe', 'A clinic made by the cache test.', now())`,
        // The greatest id among editor's picks, so it leads the directory order (editor's pick, rating, id) in every view.
        [`zz-cache-${token}`, slug, name],
      );
    } finally {
      await client.end();
    }

    // Before: rendered and cached as missing / absent everywhere.
    expect((await request.get(`/clinic/${slug}`)).status()).toBe(404);
    expect(await (await request.get("/directory?category=clinics")).text()).not.toContain(name);
    // A searched view is one cached page per query, like the plain views.
    const searched = `/directory?category=clinics&search=${token}`;
    expect(await (await request.get(searched)).text()).not.toContain(name);
    const again = await request.get(`/directory?search=${token}&category=clinics&region=Europe`);
    expect(again.headers()["x-nextjs-cache"], "the same query, written otherwise, is the same cached page").toBe("HIT");
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain(`/clinic/${slug}`);

    const { stdout } = await run("npx", ["tsx", "scripts/listing.ts", "publish", slug], {
      env: { ...process.env, SITE_URL: baseURL, CRON_SECRET: process.env.E2E_CRON_SECRET },
    });
    expect(stdout).toContain('"published":true');

    const page = await request.get(`/clinic/${slug}`);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain(name);
    expect(await (await request.get("/directory?category=clinics")).text()).toContain(name);
    expect(await (await request.get("/directory")).text()).toContain(name);
    expect(await (await request.get(searched)).text()).toContain(name);
    expect(await (await request.get("/sitemap.xml")).text()).toContain(`/clinic/${slug}`);
  });

  test("a made-up detail URL answers 404 each time and stays off the disk, while a listing's page is stored", async ({
    request,
  }) => {
    const madeUp = `made-up-${randomUUID().slice(0, 8)}`;
    for (let attempt = 0; attempt < 2; attempt++) expect((await request.get(`/clinic/${madeUp}`)).status()).toBe(404);
    const client = new pg.Client({ connectionString: E2E_DB_URL });
    await client.connect();
    const { rows } = await client
      .query<{ slug: string }>(
        `SELECT slug FROM "Listing" WHERE kind = 'clinic' AND status = 'published' ORDER BY slug LIMIT 1`,
      )
      .finally(() => client.end());
    const listed = rows[0]!.slug;
    expect((await request.get(`/clinic/${listed}`)).status()).toBe(200);

    await expect.poll(() => routeCacheFiles(listed)).toContain(`clinic/${listed}`);
    expect(routeCacheFiles(madeUp)).toEqual([]);
  });

  test("the operator command needs the secret", async ({ request }) => {
    expect((await request.post("/api/internal/listings/anything/publish")).status()).toBe(401);
    const wrong = await request.post("/api/internal/listings/anything/publish", {
      headers: { authorization: "Bearer not-the-secret" },
    });
    expect(wrong.status()).toBe(401);
  });

  test("no cached page carries one visitor's request data into another visitor's response", async ({
    playwright,
    baseURL,
  }) => {
    const marker = `visitor-${randomUUID()}`;
    const visitor = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: {
        cookie: `next-auth.session-token=${marker}; __Secure-next-auth.session-token=${marker}; ld_visitor_id=${marker}`,
        "accept-language": "de-DE,de;q=0.9",
        "user-agent": `Mozilla/5.0 ${marker}`,
        "x-forwarded-for": "203.0.113.77",
        referer: `https://example.com/${marker}`,
      },
    });
    const anonymous = await playwright.request.newContext({ baseURL });
    try {
      for (const path of [
        "/",
        "/directory",
        "/directory?category=labs",
        "/directory?search=sleep",
        "/clinic/buchinger-wilhelmi-lake-constance",
        "/oura",
        "/no-such-page-e2e",
      ]) {
        const first = await (await visitor.get(path)).text();
        const second = await (await anonymous.get(path)).text();
        expect(first, path).not.toContain(marker);
        expect(first, path).not.toContain("203.0.113.77");
        expect(second, `${path}: the same bytes for everyone`).toBe(first);
      }
    } finally {
      await visitor.dispose();
      await anonymous.dispose();
    }
  });
});
