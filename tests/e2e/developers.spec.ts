// The public API as a developer meets it: the reference page in English and German (server-rendered from the API's
// own OpenAPI document, each answer's fields included, under the static CSP and passing axe), the document itself,
// and a list call answered with CORS, an ETag and a 304 when asked again with it.
import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";

test.describe("the public API v1", () => {
  test("the reference page shows every operation, in English and German, without a CSP violation", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.goto("/developers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Developers: the public API");
    const reference = page.getByTestId("api-reference");
    for (const id of ["listListings", "getListing", "listKinds", "listPlaces", "listFacts", "openApiDocument"])
      await expect(reference.locator(`[data-operation="${id}"]`)).toBeVisible();
    await expect(reference.locator('[data-operation="listListings"] td code', { hasText: /^category$/ })).toBeVisible();
    // Each answer's fields, from the document's own schema.
    await expect(page.getByTestId("getListing-fields").locator("code", { hasText: /^slug$/ })).toBeVisible();
    await expect(page.getByTestId("listListings-fields").locator("code", { hasText: /^\[\]\.name$/ })).toBeVisible();
    await expect(page.getByTestId("error-fields").locator("code", { hasText: /^error\.code$/ })).toBeVisible();
    await expectAccessible(page, "/developers");
    await page.goto("/de/developers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Entwickler: die öffentliche API");
    await expect(page.getByRole("heading", { name: "Das Verzeichnis durchsuchen" })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("serves its OpenAPI document and answers a list call with CORS, an ETag and a 304", async ({ request }) => {
    const document = await request.get("/api/v1/openapi.json");
    expect(document.status()).toBe(200);
    expect(((await document.json()) as { openapi: string }).openapi).toBe("3.1.0");

    const list = await request.get("/api/v1/listings?category=clinics&limit=5");
    expect(list.status()).toBe(200);
    expect(list.headers()["access-control-allow-origin"]).toBe("*");
    const etag = list.headers()["etag"];
    expect(etag).toBeTruthy();
    const again = await request.get("/api/v1/listings?category=clinics&limit=5", {
      headers: { "if-none-match": etag! },
    });
    expect(again.status()).toBe(304);

    const strict = await request.get("/api/v1/listings?category=clinics&colour=red");
    expect(strict.status()).toBe(400);
    const wrongKey = await request.get("/api/v1/kinds", { headers: { "x-api-key": "ldk_wrong" } });
    expect(wrongKey.status()).toBe(401);
  });
});
