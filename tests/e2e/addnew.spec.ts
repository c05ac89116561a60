// The Add Brand screen (docs/product.md, Admin: screens, entities, states, validation, errors) in the browser against the production build: validation messages, the
// server's captcha (wrong and replayed answers), the unsafe-content alert, and a submission enriched from a brand
// site served on a public-looking address, ending as a pending brand that the admin approves into the directory.
import { addLoopbackAddress, removeLoopbackAddress } from "./support/loopback-address";
import { createServer, type Server } from "node:http";
import { expect, test, type Page, type Request } from "@playwright/test";
import pg from "pg";
import { E2E_DB_URL } from "../support/e2e-servers";
import { signInAsAdmin } from "./support/admin";
import { ADD_BRAND_CHUNK_MARK, holdChunk, stopChunkRoutes } from "./support/slow-chunks";

const UNSAFE_MESSAGE = "Form contains potentially unsafe content. Please review your input.";
const SITE_ADDRESS = "45.45.45.45";
const SITE_URL = `http://${SITE_ADDRESS}/`;
const STORED_WEBSITE = `https://${SITE_ADDRESS}`;
const BRAND = { name: "Nordlicht Longevity", description: "Nordlicht Longevity makes biomarker test kits in Berlin." };

const toasts = (page: Page) => page.getByRole("region", { name: /^Notifications/ });
const isSubmission = (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname === "/api/data/brands";

/** The first server trusts X-Forwarded-For (as behind a proxy): each test is its own visitor for the rate limits. */
async function asNewVisitor(page: Page): Promise<Record<string, string>> {
  const byte = () => 1 + Math.floor(Math.random() * 250);
  const headers = { "x-forwarded-for": `100.${byte()}.${byte()}.${byte()}` };
  await page.setExtraHTTPHeaders(headers);
  return headers;
}

/** The sum the captcha asks for, read from the page once the server's question has arrived. */
async function captchaAnswer(page: Page): Promise<number> {
  const question = page.getByTestId("captcha-question");
  await expect(question).toHaveText(/^What is \d+ \+ \d+\?$/);
  const [, a, b] = /^What is (\d+) \+ (\d+)\?$/.exec((await question.textContent()) ?? "") ?? [];
  return Number(a) + Number(b);
}

async function openForm(page: Page): Promise<Record<string, string>> {
  const headers = await asNewVisitor(page);
  await page.goto("/addnew");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await captchaAnswer(page);
  return headers;
}

test.describe("Add Brand (/addnew)", () => {
  test("validates on submit with the spec's messages, then again on every change", async ({ page }) => {
    await openForm(page);
    await expect(page.getByTestId("submission-info")).toContainText("24-48 hours");
    await expect(page.getByTestId("brand-category").locator("option")).toHaveCount(12);

    await page.getByTestId("brand-submit").click();
    const form = page.getByTestId("add-brand-form");
    await expect(form.getByText("Website is required")).toBeVisible();
    await expect(form.getByText("Category is required")).toBeVisible();
    await expect(form.getByText("Please complete the CAPTCHA")).toBeVisible();
    await expect(page.getByTestId("brand-website")).toHaveAttribute("inputmode", "url");
    await expect(page.getByTestId("captcha-answer")).toHaveAttribute("inputmode", "numeric");

    await page.getByTestId("brand-website").fill("not a url");
    await expect(form.getByText("Please enter a valid website URL")).toBeVisible();
    await expect(form.getByText("Website is required")).toHaveCount(0);
    await page.getByTestId("brand-website").fill("");
    await expect(form.getByText("Website is required")).toBeVisible();

    await page.getByTestId("brand-category").selectOption("mental_health");
    await expect(form.getByText("Category is required")).toHaveCount(0);
    await page.getByTestId("captcha-answer").fill("7");
    await expect(form.getByText("Please complete the CAPTCHA")).toHaveCount(0);

    // Mobile: 44 px tap targets.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const testId of ["brand-website", "brand-category", "captcha-answer", "brand-submit"]) {
      const box = await page.getByTestId(testId).boundingBox();
      expect(box?.height, testId).toBeGreaterThanOrEqual(44);
    }
  });

  test("what is typed before the form's code has arrived is kept, validated once it has, then sent", async ({
    page,
  }) => {
    const chunk = await holdChunk(page, ADD_BRAND_CHUNK_MARK);
    try {
      await asNewVisitor(page);
      let submissions = 0;
      page.on("request", (request) => {
        if (isSubmission(request)) submissions += 1;
      });
      await page.goto("/addnew", { waitUntil: "domcontentloaded" });
      // The page has hydrated and asked for the form's code; the form is still its server markup.
      await chunk.requested;
      await expect(page.getByTestId("captcha-question")).toHaveText("Loading question…");
      await page.getByTestId("brand-website").fill("http://192.0.2.10/");
      await page.getByTestId("brand-category").selectOption("sleep");
      await page.getByTestId("brand-description").fill("Typed before the form's code arrived.");
      // Nothing can be sent yet: the submit button waits for the form's code.
      await expect(page.getByTestId("brand-submit")).toBeDisabled();
      chunk.release();

      // Once it has arrived, a submit is validated with what was typed: only the captcha, not answerable before, is missing.
      await page.getByTestId("brand-submit").click();
      const form = page.getByTestId("add-brand-form");
      await expect(page.getByTestId("captcha-error")).toHaveText("Please complete the CAPTCHA");
      await expect(form.getByText("Website is required")).toHaveCount(0);
      await expect(form.getByText("Category is required")).toHaveCount(0);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/addnew");
      expect(submissions).toBe(0);

      const answer = await captchaAnswer(page);
      await page.getByTestId("captcha-answer").fill(String(answer));
      const submission = page.waitForRequest(isSubmission);
      await page.getByTestId("brand-submit").click();
      const sent = (await submission).postDataJSON() as Record<string, string>;
      expect(sent).toMatchObject({
        website: "http://192.0.2.10/",
        category: "sleep",
        description: "Typed before the form's code arrived.",
        captchaAnswer: String(answer),
      });
      expect(sent.captchaToken).toBeTruthy();
    } finally {
      await stopChunkRoutes(page);
    }
  });

  test("refuses a wrong captcha answer, and the challenge cannot be replayed even with the right one", async ({
    page,
  }) => {
    const headers = await openForm(page);
    const answer = await captchaAnswer(page);
    // A documentation address: enrichment is refused at once (no network), with the spec's failure toast.
    await page.getByTestId("brand-website").fill("http://192.0.2.10/");
    await page.getByTestId("brand-website").blur();
    await expect(toasts(page).getByText("Could not enrich brand data")).toBeVisible();
    await expect(toasts(page).getByText("We'll submit with the information you provide.")).toBeVisible();
    await page.getByTestId("brand-category").selectOption("sleep");
    await page.getByTestId("captcha-answer").fill(String(answer + 1));

    const [request, response] = await Promise.all([
      page.waitForRequest(isSubmission),
      page.waitForResponse((r) => isSubmission(r.request())),
      page.getByTestId("brand-submit").click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.getByTestId("captcha-error")).toHaveText("Please complete the CAPTCHA");
    await expect(page.getByTestId("captcha-answer")).toHaveValue("");

    // The same token again, now with the right sum: the challenge was used up by the first attempt.
    const sent = request.postDataJSON() as Record<string, string>;
    expect(sent.captchaToken).toBeTruthy();
    const replay = await page.request.post("/api/data/brands", {
      data: { ...sent, captchaAnswer: String(answer) },
      headers,
    });
    expect(replay.status()).toBe(400);
    expect(await replay.json()).toMatchObject({
      error: { fields: { captcha: [{ code: "add-brand.messages.captcha", message: "Please complete the CAPTCHA" }] } },
    });
  });

  test("blocks unsafe content with an alert and sends nothing", async ({ page }) => {
    await openForm(page);
    const answer = await captchaAnswer(page);
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    let submissions = 0;
    page.on("request", (request) => {
      if (isSubmission(request)) submissions += 1;
    });

    await page.getByTestId("brand-website").fill("http://192.0.2.11/");
    await page.getByTestId("brand-category").selectOption("apps");
    await page.getByTestId("captcha-answer").fill(String(answer));
    for (const [field, value] of [
      ["brand-description", "<script>alert(1)</script>"],
      ["brand-description", '<img src=x onerror="alert(1)">'],
      ["brand-description", "<iframe src=//evil.example></iframe>"],
      ["brand-website", "javascript:alert(document.cookie)"],
    ] as const) {
      await page.getByTestId(field).fill(value);
      await page.getByTestId("brand-submit").click();
      await expect.poll(() => alerts.length).toBeGreaterThan(0);
      expect(alerts.pop()).toBe(UNSAFE_MESSAGE);
      await page.getByTestId(field).fill(field === "brand-website" ? "http://192.0.2.11/" : "");
    }
    expect(submissions).toBe(0);
  });

  test.describe("with a brand site on a public address", () => {
    let server: Server | null = null;
    let unavailable: string | null = null;
    let siteRequests = 0;

    test.beforeAll(async () => {
      // The production server refuses loopback and private addresses, so the site gets a public unicast address
      // on the loopback interface (needs root; the address is removed afterwards).
      unavailable = addLoopbackAddress(SITE_ADDRESS);
      if (unavailable) return;
      const site = createServer((_req, res) => {
        siteRequests += 1;
        // Slow enough for 'Gathering brand information...' to be seen.
        setTimeout(() => {
          res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
          res.end(`<!doctype html><html><head><title>Home | ${BRAND.name}</title>
<meta name="description" content="${BRAND.description}">
<link rel="apple-touch-icon" href="/apple-touch-icon.png">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"${BRAND.name}","url":"${SITE_URL}",
"address":{"@type":"PostalAddress","addressCountry":"DE"},"aggregateRating":{"@type":"AggregateRating","ratingValue":4.8,"reviewCount":120}}</script>
</head><body><h1>${BRAND.name}</h1></body></html>`);
        }, 1_500);
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

    test("gathers the brand on leaving the website field, submits it, and it waits as a pending brand", async ({
      page,
    }) => {
      test.skip(unavailable !== null, unavailable ?? "");
      const headers = await openForm(page);

      await page.getByTestId("brand-website").fill(SITE_URL);
      await page.getByTestId("brand-website").blur();
      await expect(page.getByTestId("enrichment-status")).toHaveText("Gathering brand information...");
      const panel = page.getByTestId("brand-info-panel");
      await expect(panel).toContainText("Brand Information Found");
      await expect(page.getByTestId("brand-info-name")).toContainText(BRAND.name);
      await expect(page.getByTestId("brand-info-country")).toContainText("Germany");
      await expect(page.getByTestId("brand-info-rating")).toContainText("4.8/5 (120 reviews)");
      await expect(page.getByTestId("brand-info-logo")).toContainText("Logo:");
      await expect(page.getByTestId("brand-info-logo")).toContainText("Found");
      await expect(page.getByTestId("enrichment-status")).toHaveCount(0);
      await expect(toasts(page).getByText("Brand data enriched!")).toBeVisible();
      // The empty description is filled from the gathered one.
      await expect(page.getByTestId("brand-description")).toHaveValue(BRAND.description);
      // Leaving the field again gathers nothing more.
      await page.getByTestId("brand-website").focus();
      await page.getByTestId("brand-website").blur();

      await page.getByTestId("brand-category").selectOption("testing");
      await page.getByTestId("captcha-answer").fill(String(await captchaAnswer(page)));
      // Held back a moment so the sending state can be seen.
      await page.route("**/api/data/brands", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      const requested = page.waitForRequest(isSubmission);
      const responded = page.waitForResponse((r) => isSubmission(r.request()));
      await page.getByTestId("brand-submit").click();
      await expect(page.getByTestId("brand-submit")).toHaveText("Submitting Brand...");
      await expect(page.getByTestId("brand-submit")).toBeDisabled();
      const [request, response] = await Promise.all([requested, responded]);
      expect(response.status()).toBe(201);
      const brand = (await response.json()) as { id: string; slug: string; status: string; verified: boolean };
      expect(brand).toMatchObject({ status: "pending", verified: false });
      await expect(toasts(page).getByText("Brand submitted successfully!")).toBeVisible();
      await expect(toasts(page).getByText("Your brand has been added to our directory.")).toBeVisible();

      // Reset: empty fields, nothing gathered, the button back.
      await expect(page.getByTestId("brand-website")).toHaveValue("");
      await expect(page.getByTestId("brand-category")).toHaveValue("");
      await expect(page.getByTestId("brand-description")).toHaveValue("");
      await expect(page.getByTestId("brand-info-panel")).toHaveCount(0);
      await expect(page.getByTestId("brand-submit")).toHaveText("Submit Brand for Review");
      expect(siteRequests).toBe(1);

      const client = new pg.Client({ connectionString: E2E_DB_URL });
      await client.connect();
      try {
        const { rows } = await client.query<Record<string, unknown>>(
          `SELECT status, origin, kind, verified, featured, sponsored, name, country, region, category, "reviewCount", "longDescription", "shortDescription"
           FROM "Listing" WHERE website = $1`,
          [STORED_WEBSITE],
        );
        expect(rows).toEqual([
          {
            status: "pending",
            origin: "submission",
            kind: "brand",
            verified: false,
            featured: false,
            sponsored: false,
            name: BRAND.name,
            country: "Germany",
            region: "Europe",
            category: "testing",
            reviewCount: 0,
            longDescription: null,
            shortDescription: BRAND.description,
          },
        ]);
      } finally {
        await client.end();
      }
      // Pending is not public.
      expect((await page.request.get(`/brand/${brand.slug}`)).status()).toBe(404);

      // The used token, sent again for another site: refused.
      const replay = await page.request.post("/api/data/brands", {
        data: { ...(request.postDataJSON() as object), website: "http://192.0.2.12/" },
        headers,
      });
      expect(replay.status()).toBe(400);
      expect(await replay.json()).toMatchObject({
        error: {
          fields: { captcha: [{ code: "add-brand.messages.captcha", message: "Please complete the CAPTCHA" }] },
        },
      });
      // The same site again, with a fresh captcha: a 409 with a clear message.
      await page.unroute("**/api/data/brands");
      await page.getByTestId("brand-website").fill(SITE_URL);
      // Gathered again (from the server's cache) once the field is left; its toast comes before the submit's.
      await page.getByTestId("brand-website").blur();
      await page.getByTestId("brand-category").selectOption("testing");
      await expect(page.getByTestId("brand-info-panel")).toBeVisible();
      await page.getByTestId("captcha-answer").fill(String(await captchaAnswer(page)));
      const [again] = await Promise.all([
        page.waitForResponse((r) => isSubmission(r.request())),
        page.getByTestId("brand-submit").click(),
      ]);
      expect(again.status()).toBe(409);
      await expect(
        page.getByTestId("add-brand-form").getByText("This website has already been submitted"),
      ).toBeVisible();
      await expect(toasts(page).getByText("Submission failed")).toBeVisible();

      // The admin sees it pending, with the site's own rating as its claim, approves it into the directory and features it.
      await signInAsAdmin(page);
      await page.goto("/admin/review");
      const card = page.locator(`[data-testid="brand-card"][data-brand-id="${brand.id}"]`);
      await expect(card.getByTestId("brand-status")).toHaveText("Pending");
      await expect(card).toContainText(BRAND.name);
      await expect(card.getByTestId("brand-site-rating")).toContainText("4.8");
      await expect(card.getByTestId("brand-rating")).toHaveCount(0);
      await card.getByTestId("brand-approve").click();
      await expect(toasts(page)).toContainText("Brand approved!");
      await expect(card).toHaveCount(0);
      expect(
        await (await page.request.get(`/directory?category=brands&search=${encodeURIComponent(BRAND.name)}`)).text(),
      ).toContain(BRAND.name);
      expect((await page.request.get(`/brand/${brand.slug}`)).status()).toBe(200);
      expect(await (await page.request.get("/sitemap.xml")).text()).toContain(`/brand/${brand.slug}`);
      await page.getByTestId("tab-approved").click();
      await card.getByTestId("brand-feature").click();
      await expect(toasts(page)).toContainText("Brand featured!");
      await expect(card.getByTestId("brand-featured")).toBeVisible();
    });
  });
});
