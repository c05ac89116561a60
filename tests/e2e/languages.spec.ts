import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { LOCALE_NAMES, LOCALES, localePath, type Locale } from "../../lib/i18n/locales";
import { NAMESPACES as ALL_NAMESPACES, type Messages } from "../../lib/i18n/messages";
import { expectAccessible } from "./support/axe";
import { openAuthDialog } from "./support/auth-dialog";
import { newMember } from "./support/member";

/** One namespace of a locale's catalogue, as the pages show it. */
function catalogue<N extends keyof Messages>(locale: Locale, namespace: N): Messages[N] {
  return JSON.parse(
    readFileSync(path.join(import.meta.dirname, `../../messages/${locale}/${namespace}.json`), "utf8"),
  ) as Messages[N];
}

const NAMESPACES = ["account", "detail", "home", "kinds", "layout", "listing", "options"];
const en = catalogue("en", "layout");
const de = catalogue("de", "layout");
const deDetail = catalogue("de", "detail");
const enDetail = catalogue("en", "detail");

// Six languages on the production build: English keeps its URLs, the others a prefix; every page is the same
// cached page for everyone, never a language chosen for the visitor.

const LAYOUT = Object.fromEntries(LOCALES.map((locale) => [locale, catalogue(locale, "layout")])) as Record<
  Locale,
  Messages["layout"]
>;

/** A raw message key on the page, e.g. "detail.labels.category" or "home.title": a message that failed to resolve. */
const RAW_KEY = new RegExp(`\\b(?:${NAMESPACES.join("|")})\\.[a-zA-Z]+(?:\\.[a-zA-Z]+)*\\b`);
/** Any namespace's raw key, as next-intl renders a message it could not find. */
const ANY_RAW_KEY = new RegExp(`(?:^|\\s)(?:${ALL_NAMESPACES.join("|")})\\.[a-zA-Z]+(?:\\.[a-zA-Z]+)*(?=\\s|$)`, "m");

/** A word the assistant's disclaimer has in each language: its answer came in the page's language. */
const DISCLAIMER_WORD: Record<Locale, string> = {
  en: "not a doctor",
  de: "kein Arzt",
  fr: "pas un médecin",
  es: "no es un médico",
  it: "non è un medico",
  nl: "geen arts",
};

/**
 * Watches a page for messages that failed: next-intl's MISSING_MESSAGE in the console, and raw keys in the text
 * of each page visited (`check`).
 */
function watchMessages(page: Page) {
  const missing: string[] = [];
  page.on("console", (message) => {
    if (/MISSING_MESSAGE|INVALID_MESSAGE|FORMATTING_ERROR/.test(message.text())) missing.push(message.text());
  });
  return async (label: string) => {
    expect(await page.locator("body").innerText(), `${label}: raw message key`).not.toMatch(ANY_RAW_KEY);
    expect(missing, `${label}: console`).toEqual([]);
  };
}

async function firstSlug(request: APIRequestContext, segment: string): Promise<string> {
  const response = await request.get(`/api/${segment}?limit=1`);
  const body = (await response.json()) as { items?: { slug: string }[] } | { slug: string }[];
  const items = Array.isArray(body) ? body : (body.items ?? []);
  const slug = items[0]?.slug;
  if (!slug) throw new Error(`no ${segment} in the demo data`);
  return slug;
}

/** Every indexable template, by its unprefixed path. */
async function templates(request: APIRequestContext): Promise<string[]> {
  return [
    "/",
    "/directory",
    "/directory?category=clinics",
    `/clinic/${await firstSlug(request, "clinics")}`,
    `/brand/${await firstSlug(request, "brands")}`,
    "/oura",
    "/addnew",
    "/reviews",
    "/help",
    "/contact",
    "/privacy",
    "/terms",
  ];
}

/** The hreflang alternates and the canonical of a page, read from its HTML as a crawler gets it. */
async function headLinks(request: APIRequestContext, url: string) {
  const html = await (await request.get(url)).text();
  const local = (href: string) => {
    const parsed = new URL(href.replace(/&amp;/g, "&"), "http://x");
    return parsed.pathname + parsed.search;
  };
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [
      lang,
      local(href ?? ""),
    ]),
  );
  const canonical = /<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1];
  return { alternates, canonical: canonical ? local(canonical) : null };
}

test.describe("languages", () => {
  test("each locale's home is in its language, at its URL, with no raw message key", async ({ page }) => {
    for (const locale of LOCALES) {
      const response = await page.goto(localePath(locale, "/"));
      expect(response?.status(), locale).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByTestId("site-footer")).toContainText(LAYOUT[locale].footer.help);
      await expect(page.locator(".skip-link")).toHaveText(LAYOUT[locale].skipToContent);
      expect(await page.locator("body").innerText(), `${locale}: raw key`).not.toMatch(RAW_KEY);
    }
  });

  test("a German page never appears on an English URL, nor the reverse", async ({ request }) => {
    const slug = await firstSlug(request, "clinics");
    for (const path of ["/", "/help", `/clinic/${slug}`, "/directory?category=clinics", "/no-such-page"]) {
      // Warm both so each is served from the cache, then read each twice: a cache shared across languages would show.
      for (let round = 0; round < 2; round++) {
        const english = await (await request.get(path)).text();
        const german = await (await request.get(localePath("de", path))).text();
        // A 404 streams its document from the payload, so its language is read there too.
        expect(english, path).toMatch(/<html lang="en"|\\"lang\\":\\"en\\"/);
        expect(german, path).toMatch(/<html lang="de"|\\"lang\\":\\"de\\"/);
        expect(english, path).toContain(en.footer.privacy);
        expect(english, path).not.toContain(de.footer.privacy);
        expect(german, path).toContain(de.footer.privacy);
        expect(german, path).not.toContain(`>${en.footer.privacy}<`);
      }
    }
  });

  test("a detail page in German: German labels, the listing's own text marked with its language", async ({
    page,
    request,
  }) => {
    const slug = await firstSlug(request, "clinics");
    await page.goto(`/de/clinic/${slug}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByTestId("member-reviews")).toContainText(deDetail.sections.memberReviews);
    await expect(page.getByTestId("about").locator("p[lang]")).toHaveAttribute("lang", "en");
    await expect(page.getByText(enDetail.sections.memberReviews)).toHaveCount(0);
    expect(await page.locator("body").innerText()).not.toMatch(RAW_KEY);
  });

  test("the hreflang set is complete and reciprocal, with a self-canonical, on every indexable template", async ({
    request,
  }) => {
    test.setTimeout(180_000);
    for (const path of await templates(request)) {
      const expected = {
        ...Object.fromEntries(LOCALES.map((locale) => [locale, localePath(locale, path)])),
        "x-default": path,
      };
      for (const locale of LOCALES) {
        const url = localePath(locale, path);
        const { alternates, canonical } = await headLinks(request, url);
        expect(alternates, url).toEqual(expected);
        expect(canonical, `${url}: canonical`).toBe(url);
      }
    }
  });

  test("the language switcher opens the same page in the chosen language, from header and footer", async ({
    page,
    request,
  }) => {
    const slug = await firstSlug(request, "clinics");
    await page.goto(`/clinic/${slug}`);
    await page.getByTestId("language-switcher-header").locator("summary").click();
    await page.getByTestId("language-switcher-header").getByRole("link", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(new RegExp(`/de/clinic/${slug}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "de");

    await page.goto("/fr/directory?category=labs");
    await page.getByTestId("language-switcher-footer").locator("summary").click();
    await page.getByTestId("language-switcher-footer").getByRole("link", { name: "Italiano" }).click();
    await expect(page).toHaveURL(/\/it\/directory\?category=labs$/);
    await page.getByTestId("language-switcher-footer").locator("summary").click();
    await page.getByTestId("language-switcher-footer").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/directory\?category=labs$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("never redirects by browser language; offers the switch in a banner instead", async ({ browser }) => {
    const context = await browser.newContext({ locale: "de-DE" });
    const page = await context.newPage();
    const response = await page.goto("/help");
    expect(response?.url()).toMatch(/\/help$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const banner = page.getByTestId("language-banner");
    await expect(banner).toHaveAttribute("lang", "de");
    await banner.getByRole("link").click();
    await expect(page).toHaveURL(/\/de\/help$/);
    await expect(page.getByTestId("language-banner")).toHaveCount(0);
    await context.close();
  });

  test("an unknown locale segment is a 404, and /en/… moves to the unprefixed URL", async ({ request }) => {
    for (const path of ["/xx", "/xx/help", "/zz/clinic/x", "/de-at/help", "/DE/help"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    const moved = await request.get("/en/help", { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers().location).toMatch(/\/help$/);
  });

  test("the Add Brand and Stay Updated forms, hydrated on demand, validate in the page's language", async ({
    page,
  }) => {
    const addBrand = catalogue("de", "add-brand");
    await page.goto("/de/addnew");
    await expect(page.getByTestId("brand-submit")).toHaveText(addBrand.submit);
    // The captcha's question arrives once the form has hydrated, asked in the page's language.
    await expect(page.getByTestId("captcha-question")).not.toHaveText(catalogue("de", "captcha").loadingQuestion);
    await expect(page.getByTestId("captcha-question")).toHaveText(/^Wie viel ist \d+ \+ \d+\?$/);
    await page.getByTestId("brand-submit").click();
    const form = page.getByTestId("add-brand-form");
    await expect(form.getByText(addBrand.messages.websiteRequired)).toBeVisible();
    await expect(form.getByText(addBrand.messages.categoryRequired)).toBeVisible();
    await expect(page.getByTestId("captcha-error")).toHaveText(addBrand.messages.captcha);

    const newsletter = catalogue("de", "newsletter");
    await page.goto("/de/blog");
    const signup = page.getByTestId("newsletter-form");
    await signup.getByLabel(newsletter.emailLabel).fill("keine-adresse");
    await signup.getByRole("button", { name: newsletter.subscribe }).click();
    await expect(page.getByTestId("newsletter-message")).toHaveText(newsletter.invalid);
    expect(new URL(page.url()).pathname).toBe("/de/blog");
  });

  test("per-request pages follow the chosen language, carried by the cookie", async ({ page, context }) => {
    await page.goto("/nl/login", { waitUntil: "commit" });
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    expect((await context.cookies()).find((cookie) => cookie.name === "NEXT_LOCALE")?.value).toBe("nl");
    await page.goto("/help");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("sitemaps list every language's URL with its alternates", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const locale of LOCALES) expect(xml).toContain(`${localePath(locale, "/help")}</loc>`);
    expect(xml).toContain('hreflang="x-default"');
    expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="de" href="[^"]*\/de\/help"\/>/);
  });

  for (const [index, locale] of LOCALES.entries()) {
    test(`in ${LOCALE_NAMES[locale]}: home, assistant, a filtered view, a detail, Add Brand, sign-up and the switcher`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const check = watchMessages(page);
      const at = (path: string) => localePath(locale, path);
      const [home, account, detail, addBrand] = [
        catalogue(locale, "home"),
        catalogue(locale, "account"),
        catalogue(locale, "detail"),
        catalogue(locale, "add-brand"),
      ];
      // Sign-ups are limited per address: this test's come from its own.
      await page.setExtraHTTPHeaders({ "x-forwarded-for": `100.64.${index}.${Math.floor(Math.random() * 250) + 1}` });

      await page.goto(at("/"));
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(home.title.split(/[{<]/)[0]!.trim());
      await page.getByTestId("assistant-input").fill("vitamin D");
      await page.getByTestId("assistant-submit").click();
      await expect(page.getByTestId("assistant-disclaimer")).toContainText(DISCLAIMER_WORD[locale], {
        timeout: 15_000,
      });
      await check("home");
      await expectAccessible(page, `${locale} home`);

      await page.goto(at("/directory?category=clinics&specialties=longevity"));
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      const cards = page.locator("article");
      await expect(cards.first()).toBeVisible();
      // The demo listings are written in English: elsewhere their texts say so.
      const text = page.locator(".listing-card-text").first();
      if (locale === "en") await expect(text).not.toHaveAttribute("lang");
      else await expect(text).toHaveAttribute("lang", "en");
      await check("directory");
      await expectAccessible(page, `${locale} directory`);

      const slug = await firstSlug(request, "clinics");
      await page.goto(at(`/clinic/${slug}`));
      await expect(page.getByTestId("member-reviews")).toContainText(detail.sections.memberReviews);
      await check("detail");
      await expectAccessible(page, `${locale} detail`);

      // The switcher keeps the page: the same listing in the next language.
      const next = LOCALES[(index + 1) % LOCALES.length]!;
      await page.getByTestId("language-switcher-header").locator("summary").click();
      await page.getByTestId("language-switcher-header").getByRole("link", { name: LOCALE_NAMES[next] }).click();
      await expect(page).toHaveURL(new RegExp(`${localePath(next, `/clinic/${slug}`)}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", next);

      await page.goto(at("/addnew"));
      await expect(page.getByTestId("captcha-question")).not.toHaveText(catalogue(locale, "captcha").loadingQuestion);
      await page.getByTestId("brand-submit").click();
      await expect(page.getByTestId("add-brand-form").getByText(addBrand.messages.websiteRequired)).toBeVisible();
      await check("add brand");
      await expectAccessible(page, `${locale} add brand`);

      const member = newMember(`signup-${locale}`);
      await openAuthDialog(page, "signup");
      const dialog = page.getByTestId("auth-dialog");
      await expect(dialog.getByRole("heading")).toHaveText(account.auth.signupTitle);
      await dialog.getByTestId("signup-submit").click();
      await expect(dialog.getByText(account.auth.messages.emailRequired)).toBeVisible();
      await expectAccessible(page, `${locale} sign-up`);
      await dialog.getByLabel(account.auth.fullName).fill(member.fullName);
      await dialog.getByLabel(account.auth.email).fill(member.email);
      await dialog.getByLabel(account.auth.password, { exact: true }).fill(member.password);
      await dialog.getByTestId("signup-submit").click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByText(account.auth.welcome).first()).toBeVisible();
      await check("sign-up");
    });
  }
});
