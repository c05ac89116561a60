import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
import { expectAccessible } from "./support/axe";

// The admin tools against the production build and the demo data: an edit and an import show on the public pages
// (detail page and directory), through the one publishing path and tag revalidation; a re-import creates nothing.

type Item = { id: string; slug: string; name: string; url: string };

const run = Date.now().toString(36);

async function firstLab(page: Page): Promise<Item> {
  const response = await page.request.get("/api/labs?limit=1");
  expect(response.status()).toBe(200);
  const [item] = (await response.json()) as Item[];
  expect(item, "the demo data has a lab").toBeTruthy();
  return item!;
}

async function chooseFile(page: Page, csv: string): Promise<void> {
  await page
    .getByTestId("import-file")
    .setInputFiles({ name: "listings.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
}

test.describe("admin tools", () => {
  test.describe.configure({ mode: "serial" });

  test("admin pages send a visitor without a live session to the sign-in page", async ({ page, context }) => {
    await page.goto("/admin/listings");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await context.addCookies([{ name: "admin-session", value: "A".repeat(43), url: page.url() }]);
    await page.goto("/admin/import");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("an edit in the listing editor shows on the public page and in the directory", async ({ page }) => {
    await signInAsAdmin(page);
    const lab = await firstLab(page);
    const newName = `E2E Edited Lab ${run}`;

    await page.goto("/admin/listings");
    await page.getByTestId("admin-listings-search").fill(lab.slug);
    await page.getByTestId("admin-listings-search-submit").click();
    await page
      .getByTestId("admin-listing-row")
      .filter({ hasText: lab.name })
      .getByTestId("admin-listing-edit-link")
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/listings/${lab.id}$`));

    await page.getByTestId("listing-field-name").fill(newName);
    await page.getByTestId("listing-save").click();
    await expect(page.getByText("Listing saved").first()).toBeVisible();

    try {
      const detail = await page.goto(lab.url);
      expect(detail?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(newName);

      await page.goto(`/directory?search=${encodeURIComponent(newName)}`);
      await expect(page.locator("article.listing-card").filter({ hasText: newName }).first()).toBeVisible();

      await page.goto(`/admin/audit?entityType=listing&entityId=${lab.id}`);
      await expect(page.getByTestId("audit-entry").filter({ hasText: "listing.edit" }).first()).toBeVisible();
    } finally {
      // Other specs read the demo labs: put the name back through the same API.
      const restore = await page.request.patch(`/api/admin/listings/${lab.id}`, { data: { name: lab.name } });
      expect(restore.status()).toBe(200);
    }
  });

  test("the editor shows a structured fact's error under its box, by code, naming the entry", async ({ page }) => {
    await signInAsAdmin(page);
    const lab = await firstLab(page);
    await page.goto(`/admin/listings/${lab.id}`);
    await page
      .getByTestId("listing-field-testPanels")
      .fill('[{"name": "Core", "biomarkers": ["apob"]}, {"name": " "}]');
    await page.getByTestId("listing-field-lat").fill("100");
    await page.getByTestId("listing-save").click();
    await expect(page.getByRole("alert").filter({ hasText: "item 2: Panel name is required" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Latitude must be between -90 and 90" })).toBeVisible();
    await expect(page.getByText(/listing-editor\./)).toHaveCount(0);
  });

  test("a translation added in the editor shows on the page and cards in that language, marked with it", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const lab = await firstLab(page);
    const german = { short: `Ein Labor für Langlebigkeit ${run}.`, long: `Ausführlich auf Deutsch ${run}.` };
    await page.goto(`/admin/listings/${lab.id}`);
    const section = page.getByTestId("listing-translations");
    await expect(section).toContainText("No translations yet.");
    await section.getByTestId("listing-translation-language").selectOption("de");
    await section.getByTestId("listing-translation-add").click();
    const group = section.getByTestId("listing-translation-de");
    await group.getByTestId("listing-field-translations.de.shortDescription").fill(german.short);
    await group.getByTestId("listing-field-translations.de.description").fill(german.short);
    await group.getByTestId("listing-field-translations.de.longDescription").fill(german.long);
    await expectAccessible(page, "listing editor with a translation");
    await page.getByTestId("listing-save").click();
    await expect(page.getByText("Changed: translations.").first()).toBeVisible();

    try {
      await page.goto(`/de${lab.url}`);
      await expect(page.getByTestId("about").locator("p")).toHaveText(german.long);
      await expect(page.getByTestId("about").locator("p")).toHaveAttribute("lang", "de");
      await page.goto(lab.url);
      await expect(page.getByTestId("about").locator("p")).not.toContainText(german.long);

      await page.goto(`/de/directory?search=${encodeURIComponent(lab.name)}`);
      const card = page.locator("article.listing-card").filter({ hasText: lab.name }).first();
      // A card shows the longest description it has, cut to length: here the German one.
      await expect(card.locator(".listing-card-text")).toHaveText(german.long);
      await expect(card.locator(".listing-card-text")).not.toHaveAttribute("lang");

      // Removed in the editor, it is gone from the German page.
      await page.goto(`/admin/listings/${lab.id}`);
      await page.getByTestId("listing-translation-remove-de").click();
      await page.getByTestId("listing-save").click();
      await expect(page.getByText("Changed: translations.").first()).toBeVisible();
      await page.goto(`/de${lab.url}`);
      await expect(page.getByTestId("about").locator("p")).toHaveAttribute("lang", "en");
    } finally {
      const restore = await page.request.patch(`/api/admin/listings/${lab.id}`, { data: { translations: {} } });
      expect(restore.status()).toBe(200);
    }
  });

  test("a logo the image optimizer cannot load becomes the initial tile, on the detail page and its card", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const lab = await firstLab(page);
    const logoUrl = `https://logo.invalid/${run}.png`;
    expect((await page.request.patch(`/api/admin/listings/${lab.id}`, { data: { logoUrl } })).status()).toBe(200);
    try {
      // The server renders a plain <img> with the optimizer's 1x/2x URLs; it fails, often before hydration.
      const html = await (await page.request.get(lab.url)).text();
      expect(html).toContain(`srcSet="/_next/image?url=${encodeURIComponent(logoUrl)}&amp;w=96&amp;q=75 1x`);
      await page.goto(lab.url);
      const header = page.getByTestId("detail-header");
      await expect(header.locator(".logo-tile")).toHaveText(lab.name.trim().charAt(0).toUpperCase());
      await expect(header.locator("img")).toHaveCount(0);

      await page.goto(`/directory?search=${encodeURIComponent(lab.name)}`);
      const card = page.locator("article.listing-card").filter({ hasText: lab.name }).first();
      await expect(card.locator(".logo-tile")).toBeVisible();
      await expect(card.locator("img")).toHaveCount(0);
    } finally {
      expect((await page.request.patch(`/api/admin/listings/${lab.id}`, { data: { logoUrl: null } })).status()).toBe(
        200,
      );
    }
  });

  test("a CSV import creates a published clinic that shows publicly; importing it again creates nothing", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const name = `E2E Imported Clinic ${run}`;
    const slug = name.toLowerCase().replace(/\s+/g, "-");
    const csv = [
      "kind,name,website,city,country,region,status,short_description,specialties",
      `clinic,${name},https://e2e-import-${run}.example,Utrecht,Netherlands,Europe,published,"Imported by the e2e test, with a comma",longevity|preventive`,
      "",
    ].join("\r\n");

    await page.goto("/admin/import");
    await chooseFile(page, csv);
    const row = page.getByTestId("import-preview-row");
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute("data-action", "create");
    await page.getByTestId("import-commit").click();
    await expect(page.getByTestId("import-result-created")).toHaveText("1");
    await expect(page.getByTestId("import-progress")).toHaveAttribute("aria-valuenow", "1");

    const detail = await page.goto(`/clinic/${slug}`);
    expect(detail?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);

    // Newest first among unrated clinics (the directory order ends with the id), so it is on the first page.
    await page.goto("/directory?category=clinics");
    await expect(page.locator("article.listing-card").filter({ hasText: name }).first()).toBeVisible();

    await page.goto("/admin/import");
    await chooseFile(page, csv);
    await expect(row).toHaveAttribute("data-action", "unchanged");
    await page.getByTestId("import-commit").click();
    await expect(page.getByTestId("import-result-created")).toHaveText("0");
    await expect(page.getByTestId("import-result-unchanged")).toHaveText("1");

    const listings = await page.request.get(`/api/admin/listings?kind=clinic&search=${encodeURIComponent(name)}`);
    expect(((await listings.json()) as { items: unknown[] }).items).toHaveLength(1);
  });

  test("the import preview says each row's problems by code: the browser's own checks and the server's", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const site = `https://e2e-import-twice-${run}.example`;
    const csv = [
      "kind,name,website",
      `spaceship,E2E Bad Kind ${run},`,
      `clinic,E2E Twice ${run},${site}`,
      `clinic,E2E Twice ${run},${site}`,
      "",
    ].join("\r\n");
    await page.goto("/admin/import");
    await chooseFile(page, csv);
    const details = page.getByTestId("import-preview-details");
    await expect(page.getByTestId("import-preview-row")).toHaveCount(3);
    await expect(details.filter({ hasText: 'kind: Unknown kind "spaceship"' })).toHaveCount(1);
    await expect(details.filter({ hasText: "Same listing as row 3 (same website or slug)" })).toHaveCount(1);
  });
});
