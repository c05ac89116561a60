import { expect, test, type Page, type Response } from "@playwright/test";
import { signUp } from "./support/member";

// Favorites against the real demo data: the hearts on cards and detail pages, and the profile's Favorites tab.

const DIRECTORY = "/directory?category=clinics";

/** The toast list (Radix's viewport region); the screen-reader announcement copy lives outside it. */
const toasts = (page: Page) => page.getByRole("region", { name: /^Notifications/ });
const firstCard = (page: Page) => page.getByTestId("directory-grid").locator("article.listing-card").first();
const cardNamed = (page: Page, name: string) =>
  page.locator("article.listing-card").filter({ has: page.getByRole("link", { name, exact: true }) });

/** Every call to the favorites API the page makes. */
function favoritesCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/favorites"))
      calls.push(`${request.method()} ${request.url()}`);
  });
  return calls;
}

const isFavoritesList = (response: Response) =>
  new URL(response.url()).pathname === "/api/favorites" && response.request().method() === "GET";

async function expectLoginToast(page: Page) {
  await expect(toasts(page)).toContainText("Login Required");
  await expect(toasts(page)).toContainText("Please log in to save favorites");
}

test.describe("favorites", () => {
  test("an anonymous visitor's heart asks to log in, without any request", async ({ page }) => {
    const calls = favoritesCalls(page);
    await page.goto(DIRECTORY);
    const heart = firstCard(page).locator(".favorite-heart");
    const link = firstCard(page).getByRole("link").first();
    const name = (await link.textContent())?.trim() ?? "";
    const href = (await link.getAttribute("href")) ?? "";
    await expect(heart).toHaveAccessibleName(`Save ${name}`);
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    // The title appears once the page knows nobody is signed in.
    await expect(heart).toHaveAttribute("title", "Sign in to save");
    await heart.click();
    await expectLoginToast(page);
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    // The click stays on the heart: the card's full-size link is not followed.
    await expect(page).toHaveURL(/\/directory\?category=clinics$/);

    await page.goto(href);
    const save = page.getByTestId("save-button");
    await expect(save).toHaveAttribute("title", "Sign in to save");
    await save.click();
    await expectLoginToast(page);
    expect(calls).toEqual([]);
  });

  test("a member saves from a card, finds it on the profile, removes it there, and toggles a detail page's heart", async ({
    page,
  }) => {
    await signUp(page);

    // The directory: the heart presses at once and stays pressed after a reload (the state comes from the server).
    let listed = page.waitForResponse(isFavoritesList);
    await page.goto(DIRECTORY);
    await listed;
    const card = firstCard(page);
    const link = card.getByRole("link").first();
    const name = (await link.textContent())?.trim() ?? "";
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/clinic\//);
    const heart = card.locator(".favorite-heart");
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await expect(heart).not.toHaveAttribute("title", /.*/);

    const added = page.waitForResponse((r) => r.url().endsWith("/api/favorites") && r.request().method() === "POST");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await expect(heart).toHaveAccessibleName(`Remove ${name} from favorites`);
    expect((await added).status()).toBe(201);
    await expect(toasts(page)).toContainText("Added to favorites");
    await expect(page).toHaveURL(/\/directory\?category=clinics$/);

    listed = page.waitForResponse(isFavoritesList);
    await page.reload();
    await listed;
    await expect(cardNamed(page, name).locator(".favorite-heart")).toHaveAttribute("aria-pressed", "true");

    // The profile: Favorites is the default tab and lists the saved card, linking to its page.
    await page.goto("/profile");
    await expect(page.getByTestId("tab-favorites")).toHaveAttribute("data-state", "active");
    const items = page.getByTestId("favorite-item");
    await expect(items).toHaveCount(1);
    await expect(items.first().getByRole("link", { name })).toHaveAttribute("href", href);
    await expect(items.first().locator(".favorite-heart")).toHaveCount(0);
    await items
      .first()
      .getByRole("button", { name: `Remove ${name} from favorites` })
      .click();
    await expect(toasts(page)).toContainText("Favorite removed successfully");
    await expect(items).toHaveCount(0);
    await expect(page.getByTestId("favorites-empty")).toBeVisible();
    expect(await (await page.request.get("/api/favorites")).json()).toEqual([]);

    // A detail page: the labelled heart saves and removes.
    listed = page.waitForResponse(isFavoritesList);
    await page.goto(href);
    await listed;
    const save = page.getByTestId("save-button");
    await expect(save).toHaveAttribute("aria-pressed", "false");
    await expect(save).toHaveAccessibleName(`Save ${name}`);
    await expect(save).toHaveText("Save");
    await save.click();
    await expect(save).toHaveAttribute("aria-pressed", "true");
    await expect(save).toHaveText("Saved");
    await expect(toasts(page)).toContainText("Added to favorites");
    const saved = (await (await page.request.get("/api/favorites")).json()) as {
      itemType: string;
      listing: { url: string };
    }[];
    expect(saved.map((favorite) => [favorite.itemType, favorite.listing.url])).toEqual([["clinic", href]]);

    await save.click();
    await expect(save).toHaveAttribute("aria-pressed", "false");
    await expect(toasts(page)).toContainText("Removed from favorites");
    expect(await (await page.request.get("/api/favorites")).json()).toEqual([]);

    // A failed request puts the heart back and says so.
    await page.route("**/api/favorites", (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 500, body: "{}" }) : route.fallback(),
    );
    await save.click();
    await expect(toasts(page)).toContainText("Failed to update favorites");
    await expect(save).toHaveAttribute("aria-pressed", "false");
    await expect(save).toHaveText("Save");
  });
});
