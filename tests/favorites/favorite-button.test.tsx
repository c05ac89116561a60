import { readFileSync } from "node:fs";
import path from "node:path";
import { prerender } from "react-dom/static";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { describe, expect, it } from "vitest";
import { SaveButton } from "@/components/detail/save-button";
import { FavoriteForm } from "@/components/favorites/favorite-form";
import { FavoritesTab } from "@/components/favorites/favorites-tab";
import { FAVORITES_PATH } from "@/components/favorites/use-favorites";
import { CURRENT_USER_PATH } from "@/components/layout/current-user";
import type { CardListing } from "@/lib/listings/card-listing";
import { ListingCard } from "@/components/listing/listing-card";
import { swrConfig } from "@/lib/api-client";
import { withIntl } from "../support/i18n";

const card: CardListing = { id: "c1", kind: "clinic", slug: "vita-clinic", name: "Vita & Co Clinic" };
const member = { firstName: "Ada", lastName: null, email: "ada@example.com", location: null, profileImageUrl: null };
/** GET /api/favorites's shape: the listing as the list APIs give it. */
const listingJson = {
  ...card,
  shortDescription: "Preventive check-ups.",
  longDescription: null,
  description: null,
  logoUrl: null,
  imageUrl: null,
  website: null,
  country: "Germany",
  city: "Berlin",
  location: null,
  region: "Europe",
  category: null,
  rating: null,
  reviewCount: 0,
  featured: false,
  sponsored: false,
  verified: true,
  brand: null,
  price: null,
  currency: null,
  tags: ["longevity"],
  specialties: [],
  testTypes: [],
  categories: [],
  features: [],
  healthGoals: [],
  createdAt: "2026-01-01T00:00:00.000Z",
  url: "/clinic/vita-clinic",
};
const saved = [
  { id: "f1", itemType: "clinic", itemId: "c1", createdAt: "2026-01-02T00:00:00.000Z", listing: listingJson },
];

const intl = await withIntl("en");

/** The whole HTML of a tree once its late-loaded parts (the heart's own code) are there. */
async function html(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

/** Renders as the browser's first render would, with the given SWR cache (no fetch runs during a server render). */
function render(node: ReactNode, fallback: Record<string, unknown> = {}) {
  return html(intl(<SWRConfig value={{ ...swrConfig, provider: () => new Map(), fallback }}>{node}</SWRConfig>));
}

const count = (html: string, text: string) => html.split(text).length - 1;

describe("the favorites heart", () => {
  it("renders on a card as an unpressed, labelled button with no visitor state in the server HTML", async () => {
    const html = await render(<ListingCard listing={card} />);
    expect(count(html, 'class="favorite-heart"')).toBe(1);
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('aria-label="Save Vita &amp; Co Clinic"');
    // A form before the page has hydrated: it saves (or sends to sign in) and comes back to the page.
    expect(html).toContain('<form class="contents" action="/api/favorites/save" method="post">');
    expect(html).toContain('<input type="hidden" name="returnTo" value="/clinic/vita-clinic"/>');
    expect(html).toContain('type="submit"');
    // Above the card's covering link: .favorite-heart is `relative z-10`, and its heart is a CSS mask, not markup.
    const css = readFileSync(path.resolve(import.meta.dirname, "../../app/globals.css"), "utf8");
    expect(css).toMatch(/\.favorite-heart \{\s*@apply relative z-10\b/);
    expect(css).toMatch(/\.favorite-heart::before[^{]*\{[^}]*mask: var\(--mask-icon\)/);
    expect(html).not.toContain("<svg");
    expect(html).not.toContain("title=");
    expect(html).not.toContain("Saved");
  });

  it("is pressed for a member who saved the listing, and says how to remove it", async () => {
    const html = await render(<ListingCard listing={card} />, { [CURRENT_USER_PATH]: member, [FAVORITES_PATH]: saved });
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain('aria-label="Remove Vita &amp; Co Clinic from favorites"');
    const other = await render(<ListingCard listing={{ ...card, id: "c2" }} />, {
      [CURRENT_USER_PATH]: member,
      [FAVORITES_PATH]: saved,
    });
    expect(other).toContain('aria-pressed="false"');
  });

  it("tells a known anonymous visitor to sign in (client state only)", async () => {
    const html = await render(<ListingCard listing={card} />, { [CURRENT_USER_PATH]: null });
    expect(html).toContain('title="Sign in to save"');
  });

  // Until the heart's code has loaded (a card rendered in the browser meanwhile), the heart is its form, sent as is.
  it("is the same form, unpressed, before its code is there", async () => {
    const before = await html(
      intl(
        <FavoriteForm listing={card} returnTo="/clinic/vita-clinic" pressed={false} busy={false} anonymous={false} />,
      ),
    );
    expect(before).toContain('<form class="contents" action="/api/favorites/save" method="post">');
    expect(before).toContain('aria-pressed="false"');
    expect(before).toContain('aria-label="Save Vita &amp; Co Clinic"');
    expect(before).not.toContain("title=");
  });

  it("gives way to a card's own action", async () => {
    const html = await render(<ListingCard listing={card} action={<button type="button">Remove</button>} />);
    expect(html).not.toContain("favorite-heart");
    expect(html).toContain(">Remove</button>");
  });

  it("is a labelled Save / Saved button on detail pages", async () => {
    expect(await render(<SaveButton listing={card} returnTo="/clinic/x" />)).toMatch(
      /data-testid="save-button"[^>]*>.*Save<\/button>/,
    );
    expect(
      await render(<SaveButton listing={card} returnTo="/clinic/x" />, {
        [CURRENT_USER_PATH]: member,
        [FAVORITES_PATH]: saved,
      }),
    ).toMatch(/aria-pressed="true".*Saved<\/button>/);
  });
});

describe("the profile's Favorites tab", () => {
  it("shows a loading state, then the saved cards with a remove action, or the empty state", async () => {
    expect(await render(<FavoritesTab />)).toContain('role="status"');
    const html = await render(<FavoritesTab />, { [FAVORITES_PATH]: saved });
    expect(count(html, 'data-testid="favorite-item"')).toBe(1);
    expect(html).toContain('href="/clinic/vita-clinic"');
    expect(html).toContain("Berlin, Germany");
    expect(html).toContain('aria-label="Remove Vita &amp; Co Clinic from favorites"');
    expect(html).not.toContain("favorite-heart");
    expect(await render(<FavoritesTab />, { [FAVORITES_PATH]: [] })).toContain('data-testid="favorites-empty"');
  });
});

describe("the favorites heart in another language", () => {
  it("is labelled in the page's language", async () => {
    const italian = await withIntl("it");
    const markup = await html(
      italian(
        <SWRConfig value={{ ...swrConfig, provider: () => new Map(), fallback: {} }}>
          <ListingCard listing={card} />
        </SWRConfig>,
      ),
    );
    expect(markup).toContain(`aria-label="Salva ${card.name.replace("&", "&amp;")}"`);
  });
});
