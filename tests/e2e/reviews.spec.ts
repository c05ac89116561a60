// Member reviews on a cached detail page: writing one changes the listing's stars for everyone, the profile lists it,
// and editing or deleting it changes them again.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import pg from "pg";
import { E2E_DB_URL } from "../support/e2e-servers";
import { signInAsAdmin } from "./support/admin";
import { sql } from "./support/database";
import { signUp } from "./support/member";

const run = promisify(execFile);

/** The toast list (Radix's viewport region); the screen-reader announcement copy lives outside it. */
const toasts = (page: Page) => page.getByRole("region", { name: /^Notifications/ });
const headerRating = (page: Page) => page.getByTestId("detail-header").locator('[aria-label^="Rated "]');

/** A clinic nobody has reviewed: inserted as a draft, then published through the operator command like any listing. */
async function publishedClinic(baseURL: string | undefined) {
  const token = randomUUID().slice(0, 8);
  const slug = `review-test-clinic-${token}`;
  const name = `Review Test Clinic ${token}`;
  const client = new pg.Client({ connectionString: E2E_DB_URL });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO "Listing" (id, kind, slug, name, status, country, region, "shortDescription", "updatedAt")
       VALUES ($1, 'clinic', $2, $3, 'draft', 'Germany', 'Europe', 'A clinic made by the reviews test.', now())`,
      [`review-${token}`, slug, name],
    );
  } finally {
    await client.end();
  }
  const { stdout } = await run("npx", ["tsx", "scripts/listing.ts", "publish", slug], {
    env: { ...process.env, SITE_URL: baseURL, CRON_SECRET: process.env.E2E_CRON_SECRET },
  });
  expect(stdout).toContain('"published":true');
  return { name, path: `/clinic/${slug}` };
}

/** The listing's own JSON-LD block in a fresh copy of the page, as any visitor (or a crawler) gets it. */
async function listingJsonLd(request: APIRequestContext, path: string): Promise<Record<string, unknown>> {
  const html = await (await request.get(path)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "{}") as Record<string, unknown>,
  );
  expect(blocks.map((block) => block["@type"])).toEqual(["BreadcrumbList", "WebPage", "MedicalClinic"]);
  return blocks[2]!;
}

async function chooseStars(page: Page, stars: number) {
  const form = page.getByTestId("review-form");
  await form.getByTestId(`rating-star-${stars}`).click();
  await expect(form.getByRole("radio", { name: `${stars} stars` })).toBeChecked();
}

test.describe("reviews", () => {
  test("a member's review changes the listing's stars on its page; it is edited, listed on the profile and deleted", async ({
    page,
    baseURL,
  }) => {
    const clinic = await publishedClinic(baseURL);
    const body = `Careful diagnostics and a clear plan ${randomUUID().slice(0, 6)}.`;

    // A visitor is asked to sign in, back to this page.
    await page.goto(clinic.path);
    await expect(page.getByTestId("review-sign-in").getByRole("link")).toHaveAttribute(
      "href",
      `/api/login?returnTo=${encodeURIComponent(clinic.path)}`,
    );
    await expect(headerRating(page)).toHaveCount(0);
    await expect(page.getByTestId("no-reviews")).toBeVisible();

    // Write: 4 stars.
    await signUp(page);
    await page.reload();
    await page.getByTestId("write-review").click();
    // The form checks the rating before anything is sent.
    await page.getByTestId("review-submit").click();
    await expect(page.getByTestId("review-form")).toContainText("Please choose a rating from 1 to 5 stars");
    await chooseStars(page, 4);
    await page.getByTestId("review-title").fill("Thorough and kind");
    await page.getByTestId("review-body").fill(body);
    await page.getByTestId("review-submit").click();
    await expect(toasts(page)).toContainText("Review saved");

    await expect(headerRating(page)).toHaveAttribute("aria-label", "Rated 4.0 out of 5 from 1 review");
    await expect(headerRating(page)).toContainText("4.0");
    await expect(headerRating(page)).toContainText("(1)");
    const list = page.getByTestId("review-list");
    await expect(list.getByTestId("review-item")).toHaveCount(1);
    await expect(list).toContainText(body);
    await expect(list).toContainText("Thorough and kind");
    await expect(list.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
    await expect(page.getByTestId("own-review")).toBeVisible();
    // Every visitor's copy of the cached page has the rating, in its markup and its structured data.
    expect(await listingJsonLd(page.request, clinic.path)).toMatchObject({
      aggregateRating: { ratingValue: 4, reviewCount: 1 },
    });

    // The directory-wide list of newest reviews shows it at once, under its listing.
    await page.goto("/reviews");
    const newest = page.getByTestId("latest-reviews").getByRole("listitem").first();
    await expect(newest).toContainText(body);
    await expect(newest.getByRole("link", { name: clinic.name })).toHaveAttribute("href", clinic.path);
    await page.goto(clinic.path);

    // Edit: 2 stars.
    await page.getByTestId("edit-review").click();
    await expect(page.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await chooseStars(page, 2);
    await page.getByTestId("review-submit").click();
    await expect(headerRating(page)).toHaveAttribute("aria-label", "Rated 2.0 out of 5 from 1 review");
    await expect(page.getByTestId("review-list").getByRole("img", { name: "2 out of 5 stars" })).toBeVisible();
    await page.reload();
    await expect(headerRating(page)).toHaveAttribute("aria-label", "Rated 2.0 out of 5 from 1 review");
    expect(await listingJsonLd(page.request, clinic.path)).toMatchObject({
      aggregateRating: { ratingValue: 2, reviewCount: 1 },
    });

    // The profile's Reviews tab lists it, with a link back to the listing's editor.
    await page.goto("/profile?tab=reviews");
    const mine = page.getByTestId("my-review");
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText(clinic.name);
    await expect(mine).toContainText(body);
    await expect(mine.getByRole("img", { name: "2 out of 5 stars" })).toBeVisible();
    await expect(mine.getByTestId("my-review-listing")).toHaveAttribute("href", clinic.path);
    await mine.getByTestId("my-review-edit").click();
    await expect(page).toHaveURL(new RegExp(`${clinic.path}#your-review$`));
    await expect(page.getByTestId("review-form")).toBeVisible();
    await expect(page.getByRole("radio", { name: "2 stars" })).toBeChecked();
    await page.getByTestId("review-form").getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByTestId("own-review")).toBeVisible();

    // Delete it from the profile (after confirming): the listing has no rating again.
    await page.goto("/profile?tab=reviews");
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByTestId("my-review-delete").click();
    await expect(toasts(page)).toContainText("Review deleted");
    await expect(page.getByTestId("my-reviews-empty")).toBeVisible();
    await page.goto(clinic.path);
    await expect(headerRating(page)).toHaveCount(0);
    await expect(page.getByTestId("no-reviews")).toBeVisible();
    expect(await listingJsonLd(page.request, clinic.path)).not.toHaveProperty("aggregateRating");

    // A new review, deleted from the listing's page.
    await page.getByTestId("write-review").click();
    await chooseStars(page, 5);
    await page.getByTestId("review-submit").click();
    await expect(headerRating(page)).toHaveAttribute("aria-label", "Rated 5.0 out of 5 from 1 review");
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByTestId("delete-review").click();
    await expect(toasts(page)).toContainText("Review deleted");
    await expect(headerRating(page)).toHaveCount(0);
    await expect(page.getByTestId("write-review")).toBeVisible();
  });

  test("a review moderation hid keeps its place in the list, on the first page and after Load more, naming the rule", async ({
    page,
    baseURL,
  }) => {
    const clinic = await publishedClinic(baseURL);
    const [listing] = await sql<{ id: string }>(`SELECT id FROM "Listing" WHERE slug = $1`, [
      clinic.path.split("/").at(-1),
    ]);
    const token = randomUUID().slice(0, 8);
    // Twelve reviews an hour apart, newest first: r0 … r11.
    const ids = Array.from({ length: 12 }, (_, i) => `hidden-order-${token}-${String(i).padStart(2, "0")}`);
    for (const [i, id] of ids.entries()) {
      await sql(`INSERT INTO "User" (id, email, "firstName", "updatedAt") VALUES ($1, $2, $3, now())`, [
        `user-${id}`,
        `${id}@example.com`,
        `Reviewer${i}`,
      ]);
      await sql(
        `INSERT INTO "Review" (id, "userId", "listingId", rating, body, "createdAt", "updatedAt")
         VALUES ($1, $2, $3, $4, $5, now() - make_interval(hours => $6::int), now())`,
        [id, `user-${id}`, listing!.id, 1 + (i % 5), `Ordered review ${i} ${token}`, i + 1],
      );
    }
    await signInAsAdmin(page);
    // The 2nd newest (first page) and the 11th (the first "Load more" brings).
    for (const id of [ids[1]!, ids[10]!]) {
      const hidden = await page.request.patch(`/api/admin/reviews/${id}`, {
        data: { status: "hidden", rule: "abuse" },
      });
      expect(hidden.status(), await hidden.text()).toBe(200);
    }

    await page.goto(clinic.path);
    const list = page.getByTestId("review-list").locator(":scope > li");
    await expect(list).toHaveCount(10);
    await expect(list.nth(0)).toContainText("Ordered review 0");
    await expect(list.nth(1)).toHaveAttribute("data-testid", "hidden-review");
    await expect(list.nth(1)).toHaveText("A review was removed by our moderators for breaking this rule: No abuse");
    await expect(list.nth(2)).toContainText("Ordered review 2");
    await expect(page.getByTestId("rating-summary").getByTestId("hidden-review")).toHaveCount(0);
    await page.getByTestId("load-more-reviews").click();
    const more = page.getByTestId("more-reviews").locator(":scope > li");
    await expect(more).toHaveCount(2);
    await expect(more.nth(0)).toHaveAttribute("data-testid", "hidden-review");
    await expect(more.nth(0)).not.toContainText("Ordered review 10");
    await expect(more.nth(1)).toContainText("Ordered review 11");
    await expect(page.getByTestId("member-reviews")).not.toContainText(`Ordered review 1 ${token}`);
  });
});
