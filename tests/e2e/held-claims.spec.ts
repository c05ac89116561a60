// Disease claims held for the admin, in Chromium against the production build: a supplement brand submitted on
// /addnew whose description says it cures insomnia (in English, and in German in the German UI) is held, the submitter
// is told the phrase and why in their language, and the admin sees the held text with the phrase marked; an owner's
// edit saying the same is held too, and after a reload the owner still sees their waiting text and the notice.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
import { sql } from "./support/database";
import { hydrated } from "./support/hydrated";
import { newMember, signUp } from "./support/member";

/** A catalogue's held-claim notice after its phrase, as the page shows it (the phrase is marked, then this). */
const heldReason = (locale: string) => {
  const catalogue = JSON.parse(readFileSync(`messages/${locale}/listing-editor.json`, "utf8")) as {
    messages: { healthClaimHeld: string };
  };
  return catalogue.messages.healthClaimHeld.split("</mark>")[1]!.trim();
};

/** The first server trusts X-Forwarded-For (as behind a proxy): each test is its own visitor for the rate limits. */
async function asNewVisitor(page: Page) {
  const byte = () => 1 + Math.floor(Math.random() * 250);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `100.${byte()}.${byte()}.${byte()}` });
}

/** The sum the captcha asks for, in any language, once the server's question has arrived. */
async function captchaAnswer(page: Page): Promise<string> {
  const question = page.getByTestId("captcha-question");
  await expect(question).toHaveText(/\d+ \+ \d+/);
  const [, a, b] = /(\d+) \+ (\d+)/.exec((await question.textContent()) ?? "") ?? [];
  return String(Number(a) + Number(b));
}

const SUBMISSIONS = {
  en: {
    prefix: "",
    site: "http://192.0.2.37/",
    description: "Our magnesium cures insomnia, naturally.",
    phrase: "cures insomnia",
  },
  de: {
    prefix: "/de",
    site: "http://192.0.2.38/",
    description: "Unser Magnesium heilt Schlaflosigkeit, ganz natürlich.",
    phrase: "heilt Schlaflosigkeit",
  },
} as const;

for (const [locale, submission] of Object.entries(SUBMISSIONS)) {
  test(`a supplement brand's submission saying it ${submission.phrase} is held for the admin (${locale})`, async ({
    page,
    browser,
  }) => {
    await asNewVisitor(page);
    await page.goto(`${submission.prefix}/addnew`);
    await hydrated(page, '[data-testid="add-brand-form"]');
    await page.getByTestId("brand-website").fill(submission.site);
    await page.getByTestId("brand-category").selectOption("supplements");
    await page.getByTestId("brand-description").fill(submission.description);
    await page.getByTestId("captcha-answer").fill(await captchaAnswer(page));
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/data/brands"),
      page.getByTestId("brand-submit").click(),
    ]);
    expect(response.status(), await response.text()).toBe(201);
    const brand = (await response.json()) as { id: string; name: string; held: { claims: { code: string }[] } };
    expect(brand.held.claims.map((claim) => claim.code)).toContain("listing-editor.messages.healthClaim");

    // The submitter is told the phrase, marked, and why, in the page's language, with the text that waits.
    const notice = page.getByTestId("brand-held-claims");
    await expect(notice.getByTestId("brand-held-claims-phrase")).toHaveCount(1);
    await expect(notice.locator("mark")).toHaveText(submission.phrase);
    await expect(notice.getByTestId("brand-held-claims-phrase")).toContainText(heldReason(locale));
    await expect(notice.getByTestId("brand-held-claims-text")).toHaveText(submission.description);
    const [stored] = await sql<{ status: string; shortDescription: string }>(
      `SELECT status, "shortDescription" FROM "Listing" WHERE id = $1`,
      [brand.id],
    );
    expect(stored).toEqual({ status: "pending", shortDescription: "" });

    // The admin sees the held text with the phrase marked.
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signInAsAdmin(adminPage);
    await adminPage.goto("/admin/owners");
    const change = adminPage.getByTestId("admin-change-request").filter({ hasText: brand.name });
    await expect(change).toContainText("Held text from a brand submission");
    await expect(change.getByTestId("held-text").first().locator("mark")).toHaveText(submission.phrase);
    await expect(change.getByTestId("held-text").first()).toHaveText(submission.description);
    await admin.close();
  });
}

test("an owner's edit saying a supplement cures insomnia is held, and shown again after a reload", async ({ page }) => {
  const token = randomUUID().slice(0, 8);
  const id = `held-${token}`;
  const name = `Held Claim Magnesium ${token}`;
  const published = "A fictional magnesium made by the held-claims test.";
  await sql(
    `INSERT INTO "Listing" (id, kind, slug, name, status, country, region, "shortDescription", "publishedAt", "updatedAt")
     VALUES ($1, 'supplement', $2, $3, 'published', 'Germany', 'Europe', $4, now(), now())`,
    [id, `held-claim-magnesium-${token}`, name, published],
  );
  const owner = await signUp(page, newMember("held-owner"));
  const [user] = await sql<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [owner.email]);
  await sql(
    `INSERT INTO "ListingOwner" (id, "listingId", "userId", method, "verifiedAt") VALUES ($1, $2, $3, 'admin', now())`,
    [`e2e${randomUUID().replace(/-/g, "").slice(0, 20)}`, id, user!.id],
  );

  await page.goto(`/owner?listing=${id}`);
  await hydrated(page, '[data-testid="owner-editor"]');
  const claim = "Cures insomnia in a week.";
  await page.getByTestId("owner-editor").getByTestId("listing-field-shortDescription").fill(claim);
  await page.getByTestId("owner-save").click();
  const notice = page.getByTestId("owner-held-claims");
  await expect(notice.locator("mark")).toHaveText("Cures insomnia");
  await expect(notice).toContainText(heldReason("en"));
  const [listed] = await sql<{ shortDescription: string }>(`SELECT "shortDescription" FROM "Listing" WHERE id = $1`, [
    id,
  ]);
  expect(listed!.shortDescription).toBe(published);

  // After a reload the owner still sees the text waiting for the editors, and why.
  await page.reload();
  await hydrated(page, '[data-testid="owner-editor"]');
  await expect(notice.locator("mark")).toHaveText("Cures insomnia");
  await expect(notice).toContainText(heldReason("en"));
  await expect(notice.getByTestId("owner-held-claims-text")).toHaveText(claim);
});
