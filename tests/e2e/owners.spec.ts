// Listing owners in Chromium against the production build: a member claims a demo listing with a code sent to an
// address at its website's domain, edits a fact and sees it on the public page at once (the next request), confirms
// the facts, sees the listing's figures after some visits, and replies to a review; a visitor reports a problem and
// the admin resolves it (an unpublished listing's URL then answers 410); a claim by meta tag against a local website
// on a public-looking address.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import { promisify } from "node:util";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { getDomain } from "tldts";
import { signInAsAdmin } from "./support/admin";
import { expectAccessible } from "./support/axe";
import { addLoopbackAddress, removeLoopbackAddress } from "./support/loopback-address";
import { emailTo, emailsTo } from "./support/mailbox";
import { newMember, signUp } from "./support/member";
import { DESKTOP_CHROME } from "./support/visitor";
import { hydrated } from "./support/hydrated";
import { sql } from "./support/database";

const run = promisify(execFile);
const toasts = (page: Page) => page.getByRole("region", { name: /^Notifications/ });
/** The first server trusts X-Forwarded-For (as behind a proxy): each simulated visitor gets its own address. */
const anotherAddress = () => ({
  "x-forwarded-for": `100.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}.7`,
});

type DemoListing = { id: string; kind: string; slug: string; name: string; website: string };

/** A published demo listing of a kind with a website on a registrable domain, the n-th by slug (tests take their own). */
async function demoListing(kind: string, offset: number): Promise<DemoListing & { path: string }> {
  const [row] = await sql<DemoListing>(
    `SELECT id, kind, slug, name, website FROM "Listing" WHERE status = 'published' AND kind = $1 AND website LIKE 'https://%.%'
     ORDER BY slug OFFSET $2 LIMIT 1`,
    [kind, offset],
  );
  expect(row, `a published demo ${kind}`).toBeDefined();
  return { ...row!, path: `/${kind}/${row!.slug}` };
}

const confirmEmail = (email: string) => sql(`UPDATE "User" SET "emailVerified" = now() WHERE email = $1`, [email]);

async function captchaAnswer(page: Page): Promise<string> {
  const question = page.getByTestId("captcha-question");
  await expect(question).toHaveText(/^What is \d+ \+ \d+\?$/);
  const [, a, b] = /(\d+) \+ (\d+)/.exec((await question.textContent()) ?? "") ?? [];
  return String(Number(a) + Number(b));
}

/** A member (other than the owner) writes a review through the API, with a confirmed address. */
async function reviewBy(request: APIRequestContext, listingId: string, body: string) {
  const reviewer = newMember("reviewer");
  expect((await request.post("/api/auth/signup", { data: reviewer, headers: anotherAddress() })).status()).toBe(201);
  await confirmEmail(reviewer.email);
  const review = await request.post(`/api/listings/${listingId}/reviews`, { data: { rating: 5, body } });
  expect(review.status(), await review.text()).toBe(201);
  return reviewer;
}

test.describe("listing owners", () => {
  test("a member claims a listing by a code at its domain, edits it, sees its figures and replies to a review", async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const listing = await demoListing("lab", 2);
    const domain = getDomain(new URL(listing.website).hostname, { allowPrivateDomains: true });
    const reviewText = `Fast results and a clear report ${randomUUID().slice(0, 6)}.`;
    const reviewer = await reviewBy(request, listing.id, reviewText);

    // The detail page leads to the claim; the claim page is per request, noindex, and asks to sign in.
    await page.goto(listing.path);
    await page.getByTestId("claim-link").click();
    await expect(page).toHaveURL(/\/api\/login|\/login/);
    const member = await signUp(page);
    await page.goto(`/claim/${listing.kind}/${listing.slug}`);
    await expect(page.getByTestId("claim-confirm-email")).toBeVisible();
    await confirmEmail(member.email);
    await page.reload();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByTestId("claim-start")).toBeVisible();
    await expectAccessible(page, "claim page");

    // An address elsewhere is refused; one at the website's domain gets the code.
    const mailbox = `owner-${randomUUID().slice(0, 6)}@${domain}`;
    await page.getByTestId("claim-method-email").check();
    await page.getByTestId("claim-email").fill("someone@gmail.com");
    await page.getByTestId("claim-submit").click();
    await expect(page.getByText(`The address must be at ${domain}`)).toBeVisible();
    await page.getByTestId("claim-email").fill(mailbox);
    await page.getByTestId("claim-submit").click();
    await expect(page.getByTestId("claim-code-form")).toContainText(mailbox);
    const message = await emailTo(mailbox, /is your code to claim/);
    const code = /\b(\d{6})\b/.exec(message.slice(message.indexOf("\n\n")))?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    // While a code is being checked, going back to another address waits: the answer would finish the claim anyway.
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/api/claims/*/verify", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId("claim-code").fill(code === "000000" ? "111111" : "000000");
    await page.getByTestId("claim-verify").click();
    await expect(page.getByRole("button", { name: "Use another address or method" })).toBeDisabled();
    answer();
    await expect(page.getByText(/That code is not right\. 4 tries left\./)).toBeVisible();
    await expect(page.getByRole("button", { name: "Use another address or method" })).toBeEnabled();
    await page.unroute("**/api/claims/*/verify");
    await page.getByTestId("claim-code").fill(code);
    await page.getByTestId("claim-verify").click();
    await expect(page.getByTestId("claim-verified")).toBeVisible();

    // The public page shows the badge with the date of the proof.
    const publicPage = await request.get(listing.path);
    expect(await publicPage.text()).toContain('data-testid="verified-owner"');

    // The dashboard: a fact edited is on the public page on the very next request, well within a second.
    await page.getByRole("link", { name: "Open your owner dashboard" }).click();
    await expect(page).toHaveURL(/\/owner$/);
    await expect(page.getByTestId("owner-listing-heading")).toContainText(listing.name);
    await expectAccessible(page, "owner dashboard");
    // The badge to embed: plain link-and-image HTML, no script, linking to the listing, its image served as SVG
    // with the verified-owner check (the claim just verified it).
    const snippet = await page.getByTestId("badge-snippet-light").inputValue();
    const parsed =
      /^<a href="(https?:\/\/[^"]+)"><img src="(https?:\/\/[^"]+)" alt="[^"<>]+" width="\d+" height="\d+"><\/a>$/.exec(
        snippet,
      );
    expect(parsed, snippet).not.toBeNull();
    expect(snippet).not.toMatch(/<script|on\w+=/i);
    expect(new URL(parsed![1]!).pathname).toBe(listing.path);
    const badgeImage = await request.get(new URL(parsed![2]!).pathname);
    expect(badgeImage.status()).toBe(200);
    expect(badgeImage.headers()["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(await badgeImage.text()).toContain("✓ Verified owner");
    expect(await page.getByTestId("badge-snippet-dark").inputValue()).toContain("/badges/dark/");
    const city = `Ownerville ${randomUUID().slice(0, 6)}`;
    await page.getByTestId("listing-field-city").fill(city);
    const saved = page.waitForResponse(
      (r) => r.url().includes(`/api/owner/listings/${listing.id}`) && r.request().method() === "PATCH",
    );
    await page.getByTestId("owner-save").click();
    expect((await saved).status()).toBe(200);
    // Never stale: the very first request after the save renders the page again with the edit (its cache entry was
    // revalidated by the save). How long that render takes is the machine's: it is reported, with a loose bound.
    const after = Date.now();
    const fresh = await request.get(listing.path);
    expect(await fresh.text()).toContain(city);
    const renderMs = Date.now() - after;
    test.info().annotations.push({ type: "edit to public page", description: `${renderMs} ms` });
    expect(renderMs).toBeLessThan(5_000);
    await expect(toasts(page)).toContainText("Published: city.");

    // "Everything is still correct": the facts confirmed today by the owner, stored on the listing.
    await page.getByTestId("owner-confirm-button").click();
    await expect(toasts(page)).toContainText("confirmed its facts today");
    await expect(page.getByTestId("owner-last-verified")).toContainText("by you");
    const [verified] = await sql<{ verifiedBy: string; recent: boolean }>(
      `SELECT "verifiedBy", "lastVerifiedAt" > now() - interval '5 minutes' AS recent FROM "Listing" WHERE id = $1`,
      [listing.id],
    );
    expect(verified).toEqual({ verifiedBy: "owner", recent: true });
    // The reminder email's confirmation page, opened with a link that matches nothing, says so.
    const reminderPage = await page.context().newPage();
    await reminderPage.goto("/owner/confirm?token=nonsense");
    await expect(reminderPage.getByRole("heading", { name: "Invalid or expired link" })).toBeVisible();
    await expectAccessible(reminderPage, "owner reminder confirmation page");

    // Six months on (the ownership and the last confirmation dated back), the reminder job emails the owner a signed
    // link; opening it only asks, its button confirms the facts, and a second run sends nothing more.
    await sql(`UPDATE "ListingOwner" SET "verifiedAt" = now() - interval '7 months' WHERE "listingId" = $1`, [
      listing.id,
    ]);
    await sql(`UPDATE "Listing" SET "lastVerifiedAt" = now() - interval '7 months' WHERE id = $1`, [listing.id]);
    const cron = { headers: { authorization: `Bearer ${process.env.E2E_CRON_SECRET}` } };
    expect((await request.post("/api/cron/owner-reminders", cron)).status()).toBe(200);
    const reminderSubject = /still listed correctly/;
    const reminder = await emailTo(member.email, reminderSubject);
    const link = /https?:\/\/[^\s"<>/]+\/owner\/confirm\?token=[a-z0-9]+\.[A-Za-z0-9_-]{43}/.exec(reminder)?.[0];
    expect(link, reminder).toBeTruthy();
    await reminderPage.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(reminderPage.getByRole("heading", { name: `Is ${listing.name} still correct?` })).toBeVisible();
    await reminderPage.getByTestId("confirm-owner-facts").click();
    await expect(reminderPage.getByRole("heading", { name: "Thank you" })).toBeVisible();
    const [reconfirmed] = await sql<{ verifiedBy: string; recent: boolean }>(
      `SELECT "verifiedBy", "lastVerifiedAt" > now() - interval '5 minutes' AS recent FROM "Listing" WHERE id = $1`,
      [listing.id],
    );
    expect(reconfirmed).toEqual({ verifiedBy: "owner", recent: true });
    expect((await request.post("/api/cron/owner-reminders", cron)).status()).toBe(200);
    expect(emailsTo(member.email, reminderSubject)).toHaveLength(1);
    await reminderPage.close();

    // Figures: a visitor (a browser the server does not take for a bot) searches, opens the listing, reads it again
    // and clicks through to its website.
    const visitor = await browser.newContext({ userAgent: DESKTOP_CHROME, extraHTTPHeaders: anotherAddress() });
    await visitor.route(
      (url) => url.hostname.endsWith(domain ?? "-"),
      (route) => route.fulfill({ body: "<p>The lab's own site</p>", contentType: "text/html" }),
    );
    const directory = await visitor.newPage();
    // Batches leave 5 s after a page's first event (or when it is hidden); a test browser that navigates on at once
    // can lose the beacon of the page it leaves, so each step waits for its batch to arrive first.
    const batchWith = (from: Page, text: string) =>
      from.waitForResponse(
        (r) => new URL(r.url()).pathname === "/api/track" && (r.request().postData() ?? "").includes(text),
        { timeout: 20_000 },
      );
    const search = listing.name.split(/\s+/)[0]!;
    let batch = batchWith(directory, '"directory_results"');
    await directory.goto(`/directory?search=${encodeURIComponent(search)}`);
    await hydrated(directory, "[data-testid=directory-grid] li");
    await batch;
    // Opened in a new tab, so the directory page stays and sends the search that led there.
    batch = batchWith(directory, '"search_result"');
    const opened = visitor.waitForEvent("page");
    await directory
      .getByTestId("directory-grid")
      .getByRole("link", { name: new RegExp(listing.name) })
      .first()
      .click({ modifiers: ["ControlOrMeta"] });
    const reader = await opened;
    await batch;
    await directory.close();
    for (let i = 0; i < 3; i++) {
      batch = batchWith(reader, `"label":"${listing.slug}"`);
      if (i) await reader.reload();
      else await reader.waitForURL(new RegExp(`${listing.path}$`));
      await batch;
    }
    // The click is counted by the page's own script: only once it has hydrated (TrackClick wraps the link).
    await hydrated(reader, "span:has(> [data-testid=primary-cta])");
    batch = batchWith(reader, '"visit_website"');
    const popup = reader.waitForEvent("popup");
    await reader.getByTestId("primary-cta").click();
    await (await popup).close();
    await batch;
    await visitor.close();

    await expect
      .poll(
        async () => {
          await page.reload();
          return Number(await page.getByTestId("owner-figure-views").locator("dd").textContent());
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThanOrEqual(3);
    await expect(page.getByTestId("owner-figure-visitors").locator("dd")).toHaveText("1");
    await expect(page.getByTestId("owner-figure-outbound").locator("dd")).toHaveText("1");
    expect(Number(await page.getByTestId("owner-figure-directory").locator("dd").textContent())).toBeGreaterThanOrEqual(
      1,
    );
    await expect(page.getByTestId("owner-searches")).toContainText(search.toLowerCase());
    await page.getByTestId("owner-period-90").click();
    await expect(page.getByTestId("owner-period-90")).toHaveAttribute("aria-pressed", "true");
    const download = page.waitForEvent("download");
    await page.getByTestId("owner-figures-csv").click();
    expect((await download).suggestedFilename()).toMatch(/-90d\.csv$/);

    // Another listing's figures answer 404.
    const other = await demoListing("clinic", 0);
    expect((await page.request.get(`/api/owner/listings/${other.id}/figures?days=7`)).status()).toBe(404);

    // A public reply to the review, shown under it on the listing's page; the reviewer is told by email.
    const ownReview = page.getByTestId("owner-review").filter({ hasText: reviewText });
    await ownReview.getByTestId("reply-open").click();
    const replyText = `Thank you for trusting us ${randomUUID().slice(0, 6)}.`;
    await ownReview.getByTestId("reply-body").fill(replyText);
    await ownReview.getByTestId("reply-submit").click();
    await expect(toasts(page)).toContainText("Reply published");
    await page.goto(listing.path);
    const shown = page.getByTestId("review-item").filter({ hasText: reviewText });
    await expect(shown.getByTestId("owner-reply")).toContainText(replyText);
    await expect(shown.getByTestId("owner-reply")).toContainText("Reply from the owner");
    await emailTo(reviewer.email, /replied to your review/);
  });

  test("a visitor reports a problem and the admin resolves it; an unpublished listing's URL is gone", async ({
    browser,
    page,
  }) => {
    const listing = await demoListing("clinic", 3);
    const closed = await demoListing("clinic", 4);
    const visitor = await browser.newContext({ extraHTTPHeaders: anotherAddress() });
    const reader = await visitor.newPage();
    const reporterEmail = `reporter-${randomUUID().slice(0, 6)}@example.com`;

    await reader.goto(listing.path);
    await reader.getByTestId("report-open").click();
    const form = reader.getByTestId("report-form");
    await expect(form).toBeVisible();
    await form.getByTestId("report-submit").click();
    await expect(form.getByText("Choose what is wrong")).toBeVisible();
    await form.getByTestId("report-reason-wrong_info").check();
    await form.getByTestId("report-field").selectOption("Phone");
    await form.getByTestId("report-message").fill("The phone number belongs to a bakery.");
    await form.getByTestId("report-email").fill(reporterEmail);
    await form.getByTestId("captcha-answer").fill(await captchaAnswer(reader));
    await expectAccessible(reader, "detail page with the report form");
    await form.getByTestId("report-submit").click();
    await expect(reader.getByTestId("report-sent")).toBeVisible();

    await reader.goto(closed.path);
    await reader.getByTestId("report-open").click();
    await reader.getByTestId("report-reason-closed").check();
    await reader.getByTestId("captcha-answer").fill(await captchaAnswer(reader));
    await reader.getByTestId("report-submit").click();
    await expect(reader.getByTestId("report-sent")).toBeVisible();
    await visitor.close();

    await signInAsAdmin(page);
    await page.goto("/admin/reports");
    await expectAccessible(page, "admin reports");
    const group = page.getByTestId("reported-listing").filter({ hasText: listing.name });
    await expect(group).toContainText("Some information is wrong: Phone");
    await expect(group).toContainText("The phone number belongs to a bakery.");
    await group.getByTestId("report-action").selectOption("edited");
    await group.getByTestId("report-note").fill("Phone corrected from the clinic's website.");
    await group.getByTestId("report-close").click();
    await expect(toasts(page)).toContainText("Report resolved");
    await expect(page.getByTestId("closed-reports")).toContainText(listing.name);
    await emailTo(reporterEmail, /Your report about/);

    const gone = page.getByTestId("reported-listing").filter({ hasText: closed.name });
    await gone.getByTestId("report-action").selectOption("unpublished");
    await gone.getByTestId("report-close").click();
    await expect(page.getByTestId("closed-reports")).toContainText(closed.name);
    expect((await page.request.get(closed.path, { maxRedirects: 0 })).status()).toBe(410);
    expect((await page.request.get(closed.path, { maxRedirects: 0 })).status()).toBe(410);

    await page.goto("/admin/owners");
    await expectAccessible(page, "admin owners");
  });

  test.describe("with the listing's website on a public address", () => {
    // Unique to these tests (the Add Brand test uses 45.45.45.45): the SSRF-safe fetch of a production build only
    // reaches public addresses on port 80 or 443, so the site is served on a public address on the loopback interface.
    const SITE_ADDRESS = "45.45.45.26";
    let server: Server | null = null;
    let unavailable: string | null = null;
    let homePage = "<!doctype html><html><head><title>Meta Clinic</title></head><body></body></html>";

    test.beforeAll(async () => {
      unavailable = addLoopbackAddress(SITE_ADDRESS);
      if (unavailable) return;
      const site = createServer((req, res) => {
        res.writeHead(req.url === "/" ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
        res.end(req.url === "/" ? homePage : "<h1>Not found</h1>");
      });
      try {
        await new Promise<void>((resolve, reject) => {
          site.once("error", reject);
          site.listen(80, SITE_ADDRESS, resolve);
        });
        server = site;
      } catch (error) {
        unavailable = `cannot listen on ${SITE_ADDRESS}:80: ${String(error)}`;
      }
    });

    test.afterAll(async () => {
      if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
      removeLoopbackAddress(SITE_ADDRESS);
    });

    test("a member claims a listing with a meta tag on its home page", async ({ page, baseURL }) => {
      test.skip(unavailable !== null, unavailable ?? "");
      const token = randomUUID().slice(0, 8);
      const slug = `meta-claim-clinic-${token}`;
      await sql(
        `INSERT INTO "Listing" (id, kind, slug, name, status, website, country, "updatedAt")
         VALUES ($1, 'clinic', $2, $3, 'draft', $4, 'Germany', now())`,
        [`meta-${token}`, slug, `Meta Claim Clinic ${token}`, `https://${SITE_ADDRESS}`],
      );
      const { stdout } = await run("npx", ["tsx", "scripts/listing.ts", "publish", slug], {
        env: { ...process.env, SITE_URL: baseURL, CRON_SECRET: process.env.E2E_CRON_SECRET },
      });
      expect(stdout).toContain('"published":true');

      const member = await signUp(page);
      await confirmEmail(member.email);
      await page.goto(`/claim/clinic/${slug}`);
      // No registrable domain on an address: no email method.
      await expect(page.getByTestId("claim-method-email")).toHaveCount(0);
      await page.getByTestId("claim-method-meta").check();
      await page.getByTestId("claim-submit").click();
      const value = (await page.getByTestId("claim-token-value").textContent())?.trim() ?? "";
      expect(value).toMatch(/^ld-[A-Za-z0-9_-]{32}$/);
      await page.getByTestId("claim-check-site").click();
      await expect(page.getByText(/We could not find ld-/)).toBeVisible();
      homePage = `<!doctype html><html><head><title>Meta Clinic</title><meta name="longevity-directory-verification" content="${value}"></head><body></body></html>`;
      await page.getByTestId("claim-check-site").click();
      await expect(page.getByTestId("claim-verified")).toBeVisible();
      const [owner] = await sql<{ method: string }>(`SELECT method FROM "ListingOwner" WHERE "listingId" = $1`, [
        `meta-${token}`,
      ]);
      expect(owner?.method).toBe("meta");
    });
  });
});
