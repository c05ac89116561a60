import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { E2E_DB_URL } from "../support/e2e-servers";
import { newMember, signUp } from "./support/member";
import { openAuthDialog } from "./support/auth-dialog";
import { slowChunk, stopChunkRoutes, TOAST_CHUNK_MARK } from "./support/slow-chunks";

// Chunk routes (support/slow-chunks) may still hold a request when a test ends.
test.afterEach(async ({ page }) => stopChunkRoutes(page));

/** The newest link of a template emailed to an address, from the record every sent email leaves in OutboundEmail. */
async function emailedLink(to: string, template: string, path: string): Promise<string> {
  const client = new pg.Client({ connectionString: E2E_DB_URL });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 20; attempt++) {
      const { rows } = await client.query<{ payload: { text: string } }>(
        `SELECT payload FROM "OutboundEmail" WHERE "to" = $1 AND template = $2 ORDER BY "createdAt" DESC LIMIT 1`,
        [to, template],
      );
      const link =
        rows[0] &&
        new RegExp(`https?://[^\\s]+${path.replace("/", "\\/")}\\?token=[A-Za-z0-9_-]{43}`).exec(
          rows[0].payload.text,
        )?.[0];
      if (link) return new URL(link).pathname + new URL(link).search;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await client.end();
  }
  throw new Error(`no ${template} email to ${to}`);
}

async function openDialog(page: Page, button: "login" | "signup") {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await openAuthDialog(page, button);
}

test.describe("member accounts", () => {
  test("sign up in the dialog, confirm the email, sign out, sign in again", async ({ page }) => {
    const member = newMember("signup");
    await openDialog(page, "signup");
    const dialog = page.getByTestId("auth-dialog");
    await dialog.getByLabel("Full name").fill(member.fullName);
    await dialog.getByLabel("Email").fill(member.email);
    await dialog.getByLabel("Password").fill(member.password);
    await dialog.getByLabel("Location (optional)").fill("Berlin");
    await dialog.getByTestId("signup-notifications").check();
    await dialog.getByTestId("signup-submit").click();
    await expect(dialog).toHaveCount(0);
    // The header now shows the avatar menu with the member's name and email.
    await page.getByTestId("account-menu").first().click();
    await expect(page.getByRole("menu")).toContainText(member.email);
    await expect(page.getByRole("menuitem", { name: "Profile" })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.goto(await emailedLink(member.email, "verify-email", "/verify-email"));
    await expect(page.getByTestId("email-confirmed")).toBeVisible();

    await page.getByTestId("account-menu").first().click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByTestId("login-button").first()).toBeVisible();
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);

    await openAuthDialog(page, "login");
    const login = page.getByTestId("auth-dialog");
    await login.getByLabel("Email").fill(member.email);
    await login.getByLabel("Password").fill(member.password);
    await login.getByTestId("signin-submit").click();
    await expect(login).toHaveCount(0);
    expect((await (await page.request.get("/api/auth/user")).json()).email).toBe(member.email);
  });

  test("only a browser that signed in asks who is signed in; a stale hint is dropped at its first 401", async ({
    page,
    context,
  }) => {
    const asked: number[] = [];
    const errors: string[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname === "/api/auth/user") asked.push(response.status());
    });
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    // A visitor who never signed in: the header shows Login without any request, and the console stays clean.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/directory?category=clinics");
    await expect(page.getByTestId("login-button").first()).toBeVisible();
    await page.goto("/");
    await expect(page.getByTestId("login-button").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);

    // A hint that outlived its session (signed out on another device): one 401, then the hint is gone.
    await context.addCookies([{ name: "ld-member", value: "1", url: page.url() }]);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/auth/user");
    await page.reload();
    expect((await answered).status()).toBe(401);
    await expect(page.getByTestId("login-button").first()).toBeVisible();
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === "ld-member")).toBe(false);

    // Signing in sets it again, with the session: the header asks and shows the member.
    const member = newMember("hint");
    await signUp(page, member);
    expect((await context.cookies()).find((cookie) => cookie.name === "ld-member")).toMatchObject({
      value: "1",
      httpOnly: false,
    });
    await page.goto("/");
    await expect(page.getByTestId("account-menu").first()).toBeVisible();
  });

  test("the dialog's rules: required fields, the mode link clears the form, one message for a wrong password", async ({
    page,
  }) => {
    await openDialog(page, "login");
    const dialog = page.getByTestId("auth-dialog");
    await dialog.getByTestId("signin-submit").click();
    await expect(dialog.getByText("Email is required")).toBeVisible();
    await expect(dialog.getByText("Password is required")).toBeVisible();
    await dialog.getByLabel("Email").fill("someone@example.com");
    await dialog.getByTestId("switch-to-signup").click();
    await expect(dialog.getByLabel("Email")).toHaveValue("");
    await dialog.getByTestId("signup-submit").click();
    await expect(dialog.getByText("Full name is required")).toBeVisible();
    await dialog.getByTestId("switch-to-login").click();
    await dialog.getByLabel("Email").fill("nobody-at-all@example.com");
    await dialog.getByLabel("Password").fill("a wrong password");
    await dialog.getByTestId("signin-submit").click();
    await expect(dialog.getByTestId("auth-error")).toHaveText("Invalid email or password");
  });

  test("a taken email is refused at sign-up, and repeated wrong passwords are throttled", async ({ page, browser }) => {
    const member = await signUp(page, newMember("throttle"));
    const other = await browser.newContext();
    const taken = await other.request.post("/api/auth/signup", { data: { ...member, fullName: "Someone Else" } });
    expect(taken.status()).toBe(409);
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await other.request.post("/api/auth/signin", {
            data: { email: member.email, password: `wrong password ${i}` },
          })
        ).status(),
      ).toBe(401);
    }
    const blocked = await other.request.post("/api/auth/signin", {
      data: { email: member.email, password: member.password },
    });
    expect(blocked.status()).toBe(429);
    expect(Number(blocked.headers()["retry-after"])).toBeGreaterThan(0);
    await other.close();
  });

  test("a forgotten password is reset by the emailed link, which signs other sessions out", async ({
    page,
    browser,
  }) => {
    const member = await signUp(page, newMember("reset"));
    const elsewhere = await browser.newContext();
    await elsewhere.request.post("/api/auth/signin", { data: { email: member.email, password: member.password } });
    expect((await elsewhere.request.get("/api/auth/user")).status()).toBe(200);

    await page.goto("/reset-password");
    await page.getByLabel("Email").fill(member.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByTestId("reset-sent")).toBeVisible();
    await page.goto(await emailedLink(member.email, "reset-password", "/reset-password"));
    await page.getByLabel("New password").fill("a completely new passphrase");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.waitForURL("**/profile");
    expect((await elsewhere.request.get("/api/auth/user")).status()).toBe(401);
    await elsewhere.close();
  });

  test("/api/login leads to the sign-in page, which returns where the visitor came from", async ({ page }) => {
    const member = await signUp(page, newMember("returnto"));
    await page.request.post("/api/auth/signout");
    await page.goto("/api/login?returnTo=/profile%3Ftab%3Dreviews");
    await expect(page).toHaveURL(/\/login\?returnTo=/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password").fill(member.password);
    await page.getByTestId("signin-submit").click();
    await page.waitForURL("**/profile?tab=reviews");
  });
});

test.describe("member pages", () => {
  test("/profile and /home send a logged-out visitor to sign in after the toast", async ({ page }) => {
    await page.goto("/home");
    await expect(page.getByText("You are logged out. Logging in again...", { exact: true })).toBeVisible();
    await page.waitForURL(/\/login\?returnTo=%2Fhome/);
    await page.goto("/profile");
    await page.waitForURL(/\/login\?returnTo=%2Fprofile/);
  });

  test("the logged-out toast is seen before the navigation even when the toast code loads slowly", async ({ page }) => {
    // The page's clock stands still until the toast has been seen: the navigation waits for the clock, never for chunks.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await slowChunk(page, TOAST_CHUNK_MARK, 1_500);
    const html = await (await page.request.get("/home")).text();
    expect(html).toContain("You are logged out. Logging in again...");
    await page.goto("/home");
    await expect(page.getByText("You are logged out. Logging in again...", { exact: true })).toBeVisible();
    await expect(page.getByTestId("logged-out").getByRole("link")).toHaveAttribute(
      "href",
      "/api/login?returnTo=%2Fhome",
    );
    expect(page.url()).toMatch(/\/home$/);
    await page.clock.resume();
    await page.waitForURL(/\/login\?returnTo=%2Fhome/);
  });

  test("/home welcomes the member and every card leads somewhere useful", async ({ page }) => {
    const member = await signUp(page, newMember("home"), { location: "Berlin" });
    const response = await page.goto("/home");
    expect(response?.headers()["content-security-policy"]).toMatch(/'nonce-/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByTestId("home-welcome")).toHaveText(`Welcome back, ${member.fullName.split(" ")[0]}`);
    await expect(page.getByTestId("card-near-me")).toHaveAttribute("href", "/directory?near=Berlin");
    await expect(page.getByTestId("browse-local-clinics")).toHaveAttribute(
      "href",
      "/directory?category=clinics&near=Berlin",
    );
    await expect(page.getByTestId("set-up-notifications")).toHaveAttribute(
      "href",
      "/profile?tab=subscriptions&location=Berlin&categories=clinics",
    );
    await expect(page.getByTestId("card-local-clinics")).toContainText("Clinics Near Berlin");
    await expect(page.getByTestId("card-trending")).toBeVisible();
    await page.getByTestId("card-favorites").click();
    await page.waitForURL("**/profile?tab=favorites");
    await expect(page.getByTestId("tab-favorites")).toHaveAttribute("data-state", "active");
    await page.goto("/home");
    await page.getByTestId("card-subscriptions").click();
    await page.waitForURL("**/profile?tab=subscriptions");
    await expect(page.getByTestId("tab-subscriptions")).toHaveAttribute("data-state", "active");
  });
});
