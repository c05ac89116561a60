// The website verifier end to end, against the production build: two local websites on public-looking addresses
// publish their facts in two languages (a price on a linked prices page, a logo); the scheduler's cron route checks
// them; the listing's owner sees the proposed price on their dashboard with its source and date and accepts it, and
// the public page shows it in English and German with the website as its source and the check's date; the admin
// sees the run's progress on /admin/verification and accepts a logo, kept as this site's own image, which the
// directory card then shows instead of the monogram, and the site's OpenGraph photo, shown on the detail page.
import { randomUUID } from "node:crypto";
import { execFile } from "node:child_process";
import { createServer, type Server } from "node:http";
import { promisify } from "node:util";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { signInAsAdmin } from "./support/admin";
import { expectAccessible } from "./support/axe";
import { hydrated } from "./support/hydrated";
import { addLoopbackAddress, removeLoopbackAddress } from "./support/loopback-address";
import { signUp } from "./support/member";
import { sql } from "./support/database";

const run = promisify(execFile);
const toasts = (page: Page) => page.getByRole("region", { name: /^Notifications/ });

// Unique to this file (owners.spec.ts uses .26, addnew.spec.ts .45): the SSRF-safe fetch of a production build only
// reaches public addresses on port 80 or 443, so each site is served on a public address on the loopback interface.
const OWNER_SITE = "45.45.45.54";
const ADMIN_SITE = "45.45.45.55";

const head = (origin: string, path: string, name: string, extra = "") => `<!doctype html><html lang="en"><head>
<title>${name}</title>
<link rel="alternate" hreflang="en" href="${origin}${path}"><link rel="alternate" hreflang="de" href="${origin}${path}de/">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"MedicalClinic","name":"${name}"${extra}}</script>
</head>`;

const OFFER = (
  amount: string,
) => `<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Longevity check-up</span>
<div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="price" content="${amount}">
<meta itemprop="priceCurrency" content="EUR"></div></div>`;

type Site = { server: Server; requests: string[] };

async function serve(address: string, pages: Record<string, { type: string; body: string | Buffer }>): Promise<Site> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? "");
    const page = pages[req.url ?? ""];
    res.writeHead(page ? 200 : 404, { "content-type": page?.type ?? "text/html; charset=utf-8" });
    res.end(page?.body ?? "<h1>Not found</h1>");
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(80, address, resolve);
  });
  return { server, requests };
}

// In Europe, as Berlin is: the directory's results are those of the default region (Europe) unless one is chosen, so a
// listing without a region is in no search's first page.
async function publishedClinic(name: string, website: string, extra: Record<string, string> = {}, baseURL = "") {
  const token = randomUUID().slice(0, 8);
  const id = `verifier-${token}`;
  const slug = `${name.toLowerCase().replace(/\W+/g, "-")}-${token}`;
  const columns = Object.keys(extra);
  await sql(
    `INSERT INTO "Listing" (id, kind, slug, name, status, website, region, country, city, "updatedAt"${columns.map((column) => `, "${column}"`).join("")})
     VALUES ($1, 'clinic', $2, $3, 'draft', $4, 'Europe', 'Germany', 'Berlin', now()${columns.map((_, i) => `, $${i + 5}`).join("")})`,
    [id, slug, `${name} ${token}`, website, ...Object.values(extra)],
  );
  const { stdout } = await run("npx", ["tsx", "scripts/listing.ts", "publish", slug], {
    env: { ...process.env, SITE_URL: baseURL, CRON_SECRET: process.env.E2E_CRON_SECRET },
  });
  expect(stdout).toContain('"published":true');
  return { id, slug, name: `${name} ${token}`, path: `/clinic/${slug}` };
}

test.describe("the website verifier", () => {
  const sites: Site[] = [];
  let unavailable: string | null = null;
  let logo: Buffer;
  let photo: Buffer;

  test.beforeAll(async () => {
    unavailable = addLoopbackAddress(OWNER_SITE) ?? addLoopbackAddress(ADMIN_SITE);
    if (unavailable) return;
    logo = await sharp({ create: { width: 96, height: 96, channels: 3, background: "#2a9d8f" } })
      .png()
      .toBuffer();
    photo = await sharp({ create: { width: 300, height: 100, channels: 3, background: "#e9c46a" } })
      .jpeg()
      .toBuffer();
    try {
      const owner = `http://${OWNER_SITE}`;
      sites.push(
        await serve(OWNER_SITE, {
          "/": {
            type: "text/html",
            body: `${head(owner, "/", "Spree Verifier Clinic")}<body><a href="/prices">Prices</a></body></html>`,
          },
          "/de/": {
            type: "text/html",
            body: `${head(owner, "/", "Spree Verifier Clinic")}<body><a href="/de/preise">Preise</a></body></html>`,
          },
          "/prices": { type: "text/html", body: `<!doctype html><html><body>${OFFER("249.00")}</body></html>` },
          "/de/preise": { type: "text/html", body: `<!doctype html><html><body>${OFFER("249.00")}</body></html>` },
        }),
      );
      const admin = `http://${ADMIN_SITE}`;
      sites.push(
        await serve(ADMIN_SITE, {
          "/": {
            type: "text/html",
            body: `${head(admin, "/", "Havel Verifier Lab", ',"logo":"/logo.png"').replace(
              "</head>",
              '<meta property="og:image" content="/photo.jpg"></head>',
            )}<body></body></html>`,
          },
          "/logo.png": { type: "image/png", body: logo },
          "/photo.jpg": { type: "image/jpeg", body: photo },
        }),
      );
    } catch (error) {
      unavailable = `cannot listen on port 80 of ${OWNER_SITE} and ${ADMIN_SITE}: ${String(error)}`;
    }
  });

  test.afterAll(async () => {
    for (const site of sites) await new Promise<void>((resolve) => site.server.close(() => resolve()));
    removeLoopbackAddress(OWNER_SITE);
    removeLoopbackAddress(ADMIN_SITE);
  });

  test("an owner accepts the price their site publishes; the admin sees the run and accepts a logo", async ({
    page,
    baseURL,
  }) => {
    test.skip(unavailable !== null, unavailable ?? "");
    test.setTimeout(300_000);
    const owned = await publishedClinic("Spree Verifier Clinic", `http://${OWNER_SITE}/`, {}, baseURL);
    const unclaimed = await publishedClinic(
      "Havel Verifier Lab",
      `http://${ADMIN_SITE}/`,
      { logoUrl: `http://${ADMIN_SITE}/old-logo.png` },
      baseURL,
    );
    const member = await signUp(page);
    await sql(`UPDATE "User" SET "emailVerified" = now() WHERE email = $1`, [member.email]);
    await sql(
      `INSERT INTO "ListingOwner" (id, "listingId", "userId", method, "verifiedAt")
       SELECT $1, $2, id, 'meta', now() FROM "User" WHERE email = $3`,
      [`owner-${owned.id}`, owned.id, member.email],
    );

    // The scheduler's batches (45 s each at most) until both sites are checked; the demo listings' real sites
    // cannot be reached from here and are recorded as such.
    const checked = async () =>
      (
        await sql<{ count: string }>(`SELECT count(*) FROM "ListingWebsiteCheck" WHERE "listingId" = ANY($1)`, [
          [owned.id, unclaimed.id],
        ])
      )[0]!.count;
    for (let batch = 0; batch < 6 && (await checked()) !== "2"; batch += 1) {
      const response = await page.request.post("/api/cron/verify-listings", {
        headers: { authorization: `Bearer ${process.env.E2E_CRON_SECRET}` },
        timeout: 90_000,
      });
      expect(response.status(), await response.text()).toBe(200);
    }
    expect(await checked()).toBe("2");
    // One request at a time per site, robots.txt first, and the logo fetched once.
    expect(sites[0]!.requests.slice(0, 2)).toEqual(["/robots.txt", "/"]);
    expect(sites[1]!.requests.filter((path) => path === "/logo.png")).toHaveLength(1);

    // The owner's dashboard: the proposed price with the listing's value, its source page and the date.
    await page.goto(`/owner?listing=${encodeURIComponent(owned.id)}`);
    await hydrated(page, "[data-testid=owner-proposal-accept]");
    const proposal = page.getByTestId("owner-proposal").filter({ has: page.getByText("Price from") });
    await expect(proposal).toHaveCount(1);
    await expect(proposal.getByTestId("owner-proposal-current")).toHaveText("not set");
    await expect(proposal.getByTestId("owner-proposal-value")).toHaveText("€249");
    await expect(proposal.getByTestId("owner-proposal-source")).toContainText(`http://${OWNER_SITE}/prices`);
    await expect(proposal.getByTestId("owner-proposal-source")).toContainText(/on \d{1,2} \w+ \d{4}/);
    await expectAccessible(page, "owner dashboard with proposals");
    await proposal.getByTestId("owner-proposal-accept").click();
    await expect(toasts(page).getByText("Change accepted and published.")).toBeVisible();
    // Accepted, it leaves the list (the site's other differences, such as its name, wait for their own decision).
    await expect(proposal).toHaveCount(0);

    // The public page, in English and German: the price, the website as its source and the date it was checked.
    for (const [prefix, price, checkedLine] of [
      ["", /€249/, /Website checked .+: reachable\./],
      ["/de", /249\s€/, /Website geprüft am .+: erreichbar\./],
    ] as const) {
      await page.goto(`${prefix}${owned.path}`);
      await expect(page.locator("main")).toContainText(price);
      const verified = page.getByTestId("verified-line");
      // The prices page the price was read on is one of its sources (the home page, where the languages were, too).
      await expect(verified.locator(`a[href="http://${OWNER_SITE}/prices"]`)).toHaveText(OWNER_SITE);
      await expect(verified.getByTestId("website-check")).toHaveAttribute("data-outcome", "reachable");
      await expect(verified.getByTestId("website-check")).toContainText(checkedLine);
      await expectAccessible(page, `listing page ${prefix || "/en"} with a verified price`);
    }

    // The directory card of the unclaimed listing shows a monogram: its old logo is not an https image of ours.
    const card = () =>
      page.locator("article.listing-card").filter({ has: page.locator(`a[href="${unclaimed.path}"]`) });
    await page.goto(`/directory?search=${encodeURIComponent(unclaimed.name)}`);
    await expect(card()).toHaveCount(1);
    await expect(card().locator(".logo-tile")).toHaveCount(1);
    await expect(card().locator("img")).toHaveCount(0);

    // The admin: the run's progress, and the unclaimed listing's logo to accept.
    await signInAsAdmin(page);
    await page.goto("/admin/verification");
    await hydrated(page, "[data-testid=verifier-start]");
    await expect(page.getByTestId("verifier-progress").getByRole("progressbar")).toBeVisible();
    await expect(page.getByTestId("verifier-done")).toContainText(/\d+ of \d+ sites checked/);
    await expectAccessible(page, "admin verification");
    const logoRow = page
      .locator(`[data-testid="verifier-listing"][data-listing-id="${unclaimed.id}"]`)
      .locator('[data-field="logoUrl"]');
    await expect(logoRow).toContainText(/\/images\/[0-9a-f]{64}\.png/);
    await logoRow.getByTestId("proposal-accept").click();
    // Accepted, the logo leaves the queue (the listing's other differences, such as its name, stay to be decided).
    await expect(logoRow).toHaveCount(0);
    const [row] = await sql<{ logoUrl: string }>(`SELECT "logoUrl" FROM "Listing" WHERE id = $1`, [unclaimed.id]);
    expect(row!.logoUrl).toMatch(/^\/images\/[0-9a-f]{64}\.png$/);
    const image = await page.request.get(row!.logoUrl);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(Buffer.from(await image.body()).equals(logo)).toBe(true);

    // The directory card now shows the kept logo where the monogram stood.
    await page.goto(`/directory?search=${encodeURIComponent(unclaimed.name)}`);
    await expect(card().locator("img")).toHaveAttribute("src", /^\/images\/[0-9a-f]{64}\.png\?w=\d+$/);
    await expect(card().locator(".logo-tile")).toHaveCount(0);

    // The site's photo: proposed (never filled by itself), accepted, kept as ours and shown on the detail page.
    await page.goto("/admin/verification");
    await hydrated(page, "[data-testid=verifier-start]");
    const photoRow = page
      .locator(`[data-testid="verifier-listing"][data-listing-id="${unclaimed.id}"]`)
      .locator('[data-field="imageUrl"]');
    await expect(photoRow).toContainText(/\/images\/[0-9a-f]{64}\.jpg/);
    await photoRow.getByTestId("proposal-accept").click();
    await expect(photoRow).toHaveCount(0);
    await page.goto(unclaimed.path);
    const shown = page.getByTestId("detail-photo").locator("img");
    await expect(shown).toHaveAttribute("src", /^\/images\/[0-9a-f]{64}\.jpg\?w=\d+$/);
    await expect(shown).toHaveAttribute("alt", `Photo of ${unclaimed.name}`);
    const kept = await page.request.get((await shown.getAttribute("src"))!);
    expect(kept.status()).toBe(200);
    // Served through the image optimiser, which answers in a format the browser accepts.
    expect(kept.headers()["content-type"]).toMatch(/^image\/(jpeg|webp|avif)$/);
  });
});
