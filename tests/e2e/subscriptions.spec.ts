// Location alerts: the profile's Subscriptions tab (docs/product.md, Visitors: states, validation, errors), its logged-out path, and an alert email that
// really goes out after a clinic is published near a subscribed city.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { E2E_DB_URL, e2eSmtpDir } from "../support/e2e-servers";
import { signUp } from "./support/member";

const run = promisify(execFile);

const TAB = "/profile?tab=subscriptions";
const CONFIRM_DELETE = "Are you sure you want to delete this subscription?";
/** Where the SMTP server that the first e2e server sends through keeps each message it receives (playwright.config.ts). */
const MAILBOX = path.join(import.meta.dirname, "../..", e2eSmtpDir(process.env.E2E_RUN_ID));

/** The toast list (Radix's viewport region); the screen-reader announcement copy lives outside it. */
const toasts = (page: Page) => page.getByRole("region", { name: /^Notifications/ });
const items = (page: Page) => page.getByTestId("subscription-item");
const isCreate = (page: Page) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === "/api/subscriptions" && r.request().method() === "POST", {
    timeout: 30_000,
  });

async function query(sql: string, values: unknown[]): Promise<void> {
  const client = new pg.Client({ connectionString: E2E_DB_URL });
  await client.connect();
  try {
    await client.query(sql, values);
  } finally {
    await client.end();
  }
}

/** An .eml file as text: headers unfolded, quoted-printable soft breaks and '=' escapes undone. */
function readEml(file: string): string {
  return readFileSync(file, "utf8")
    .replace(/\r\n/g, "\n")
    .replace(/=\n/g, "")
    .replace(/\n[ \t]+/g, " ")
    .replace(/=3D/g, "=");
}

/** The newest message delivered to `to` whose subject matches, waiting for it to arrive. */
async function emailTo(to: string, subject: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const files = existsSync(MAILBOX)
      ? readdirSync(MAILBOX)
          .filter((name) => name.endsWith(".eml"))
          .sort()
          .reverse()
      : [];
    for (const name of files) {
      const message = readEml(path.join(MAILBOX, name));
      const header = message.slice(0, message.indexOf("\n\n"));
      const toLine = /^To: (.*)$/m.exec(header)?.[1] ?? "";
      const subjectLine = /^Subject: (.*)$/m.exec(header)?.[1] ?? "";
      if (toLine.includes(to) && subject.test(subjectLine)) return message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no email to ${to} with a subject like ${subject} in ${MAILBOX}`);
}

/** Path and query of the first absolute link to `pathname` in a message (the links name SITE_URL's host, not the test server's). */
function linkPath(message: string, pathname: string): string {
  // The host part ends before the path: /alerts/unsubscribe must not match the List-Unsubscribe header's /api/alerts/unsubscribe.
  const match = new RegExp(
    `https?://[^\\s"<>/]+${pathname.replace(/\//g, "\\/")}\\?token=[a-z0-9]+\\.[A-Za-z0-9_-]{43}`,
  ).exec(message);
  if (!match) throw new Error(`no ${pathname} link in:\n${message}`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}

test.describe("subscriptions", () => {
  test("validate, create, pause, resume and delete a subscription on the profile's tab", async ({ page }) => {
    await signUp(page);
    await page.goto(TAB);
    await expect(page.getByTestId("tab-subscriptions")).toHaveAttribute("data-state", "active");
    await expect(page.getByTestId("subscriptions-empty")).toBeVisible();

    // The spec's messages, on submit, before any request.
    const location = page.getByTestId("subscription-location");
    await page.getByTestId("subscription-submit").click();
    await expect(page.getByTestId("subscription-location-error")).toHaveText("Please enter a location");
    await expect(page.getByTestId("subscription-categories-error")).toHaveText("Please select at least one category");
    await location.fill("   ");
    await page.getByTestId("subscription-category-clinics").check();
    await page.getByTestId("subscription-submit").click();
    await expect(page.getByTestId("subscription-location-error")).toHaveText("Please enter a location");
    await expect(page.getByTestId("subscription-categories-error")).toHaveCount(0);

    // A name that fits several places: the server's message and suggestions; choosing one fills the field.
    await location.fill("Springfield");
    let created = isCreate(page);
    await page.getByTestId("subscription-submit").click();
    expect((await created).status()).toBe(400);
    await expect(page.getByTestId("subscription-location-error")).toContainText("More than one place has that name");
    const suggestion = page.getByTestId("subscription-suggestion").first();
    const label = (await suggestion.textContent())?.trim() ?? "";
    expect(label).toMatch(/^Springfield, /);
    await suggestion.click();
    await expect(location).toHaveValue(label);
    await expect(page.getByTestId("subscription-location-error")).toHaveCount(0);

    await location.fill("Berlin");
    await page.getByTestId("subscription-category-labs").check();
    created = isCreate(page);
    await page.getByTestId("subscription-submit").click();
    expect((await created).status()).toBe(201);
    await expect(toasts(page)).toContainText("Subscription created successfully");
    await expect(items(page)).toHaveCount(1);
    const item = items(page).first();
    await expect(item.getByTestId("subscription-place")).toHaveText("Berlin, Germany");
    await expect(item).toContainText("Clinics, Labs");
    await expect(item.getByTestId("subscription-status")).toHaveText("Active");
    // The form is ready for the next one.
    await expect(location).toHaveValue("");
    await expect(page.getByTestId("subscription-category-clinics")).not.toBeChecked();

    await item.getByTestId("subscription-toggle").click();
    await expect(item.getByTestId("subscription-status")).toHaveText("Paused");
    await expect(item.getByTestId("subscription-toggle")).toHaveText("Resume");
    await expect(toasts(page)).toContainText("Subscription updated successfully");
    await page.reload();
    await expect(items(page).first().getByTestId("subscription-status")).toHaveText("Paused");

    await items(page).first().getByTestId("subscription-toggle").click();
    await expect(items(page).first().getByTestId("subscription-status")).toHaveText("Active");
    await expect(items(page).first().getByTestId("subscription-toggle")).toHaveText("Pause");

    // Delete asks first: dismissing keeps it, accepting deletes it.
    const messages: string[] = [];
    page.once("dialog", (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await items(page).first().getByTestId("subscription-delete").click();
    await expect.poll(() => messages).toEqual([CONFIRM_DELETE]);
    await expect(items(page)).toHaveCount(1);

    page.once("dialog", (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await items(page).first().getByTestId("subscription-delete").click();
    await expect(toasts(page)).toContainText("Subscription deleted successfully");
    await expect(items(page)).toHaveCount(0);
    await expect(page.getByTestId("subscriptions-empty")).toBeVisible();
    expect(messages).toEqual([CONFIRM_DELETE, CONFIRM_DELETE]);
    expect(await (await page.request.get("/api/subscriptions")).json()).toEqual([]);
  });

  test("a link with ?location= pre-fills the form (the member home's Set Up Notifications)", async ({ page }) => {
    await signUp(page);
    await page.goto(`${TAB}&location=Munich&categories=clinics`);
    await expect(page.getByTestId("subscription-location")).toHaveValue("Munich");
    await expect(page.getByTestId("subscription-category-clinics")).toBeChecked();
    await expect(page.getByTestId("subscription-category-labs")).not.toBeChecked();
  });

  test("signed out elsewhere: acting shows the logged-out toast, then goes to sign in", async ({ page }) => {
    await signUp(page);
    expect(
      (await page.request.post("/api/subscriptions", { data: { location: "Vienna", categories: ["labs"] } })).status(),
    ).toBe(201);
    await page.goto(TAB);
    await expect(items(page)).toHaveCount(1);

    expect((await page.request.post("/api/auth/signout")).status()).toBe(200);
    await items(page).first().getByTestId("subscription-toggle").click();
    await expect(toasts(page)).toContainText("Unauthorized");
    await expect(toasts(page)).toContainText("You are logged out. Logging in again...");
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("returnTo")).toBe(TAB);
  });

  test("an alert email reaches the SMTP server after a clinic is published near the subscribed city, with working pause and unsubscribe links", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const member = await signUp(page);
    await page.goto(TAB);
    await page.getByTestId("subscription-location").fill("Berlin");
    await page.getByTestId("subscription-category-clinics").check();
    const created = isCreate(page);
    await page.getByTestId("subscription-submit").click();
    expect((await created).status()).toBe(201);
    await expect(items(page)).toHaveCount(1);

    // Alerts go to confirmed addresses only; a draft clinic about 10 km from Berlin's centre.
    const token = randomUUID().slice(0, 8);
    const slug = `alert-test-clinic-${token}`;
    const name = `Alert Test Clinic ${token}`;
    await query(`UPDATE "User" SET "emailVerified" = now() WHERE email = $1`, [member.email]);
    await query(
      `INSERT INTO "Listing" (id, kind, slug, name, status, country, city, region, lat, lng, "shortDescription", "updatedAt")
       VALUES ($1, 'clinic', $2, $3, 'draft', 'Germany', 'Berlin', 'Europe', 52.45, 13.3, 'A clinic made by the alert test.', now())`,
      [`alert-e2e-${token}`, slug, name],
    );

    const { stdout } = await run("npx", ["tsx", "scripts/listing.ts", "publish", slug], {
      env: { ...process.env, SITE_URL: baseURL, CRON_SECRET: process.env.E2E_CRON_SECRET },
    });
    expect(stdout).toContain('"published":true');

    const cron = "/api/cron/alert-digests";
    expect((await page.request.post(cron)).status()).toBe(401);
    const digest = await page.request.post(cron, {
      headers: { authorization: `Bearer ${process.env.E2E_CRON_SECRET}` },
    });
    expect(digest.status()).toBe(200);
    expect(((await digest.json()) as { sent: number }).sent).toBeGreaterThanOrEqual(1);

    const message = await emailTo(member.email, /^1 new listing near Berlin, Germany/);
    expect(message).toContain(name);
    expect(message).toContain(`/clinic/${slug}`);
    const pause = linkPath(message, "/alerts/pause");
    const unsubscribe = linkPath(message, "/alerts/unsubscribe");
    expect(message).toMatch(
      /^List-Unsubscribe: <https?:\/\/[^>]+\/api\/alerts\/unsubscribe\?token=[a-z0-9]+\.[A-Za-z0-9_-]{43}>$/m,
    );
    expect(message).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    // A second run the same day sends nothing more.
    await page.request.post(cron, { headers: { authorization: `Bearer ${process.env.E2E_CRON_SECRET}` } });

    // The pause link asks first (mail scanners open links), then pauses.
    await page.goto(pause);
    await expect(page.getByRole("heading", { name: "Pause these alerts?" })).toBeVisible();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    await page.getByTestId("confirm-pause").click();
    await expect(page.getByRole("heading", { name: "Alerts paused" })).toBeVisible();
    await page.goto(TAB);
    await expect(items(page).first().getByTestId("subscription-status")).toHaveText("Paused");

    // The unsubscribe page asks too; a mail client's RFC 8058 one-click POST needs no page.
    await page.goto(unsubscribe);
    await expect(page.getByRole("heading", { name: "Unsubscribe from these alerts?" })).toBeVisible();
    const oneClick = await page.request.post(`/api/alerts/unsubscribe?${new URL(unsubscribe, baseURL).searchParams}`, {
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(oneClick.status()).toBe(200);
    expect(await (await page.request.get("/api/subscriptions")).json()).toEqual([]);

    const sentTo = readdirSync(MAILBOX).filter((file) => {
      const text = readEml(path.join(MAILBOX, file));
      return text.includes(`To: ${member.email}`) && /^Subject: .*new listing/m.test(text);
    });
    expect(sentTo).toHaveLength(1);
  });
});
