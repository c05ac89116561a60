import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { CardListing } from "@/lib/listings/card-listing";
import { ListingCard } from "@/components/listing/listing-card";
import { RatingStars } from "@/components/listing/rating-stars";
import { withIntl } from "../support/i18n";

const intl = await withIntl("en");

const listing = (overrides: Partial<CardListing> = {}): CardListing => ({
  id: "l1",
  kind: "clinic",
  slug: "kinetic-clinic",
  name: "Kinetic Clinic",
  ...overrides,
});

describe("RatingStars", () => {
  it("lights the floored number of stars through its class, with the exact figure in words", () => {
    const html = renderToStaticMarkup(intl(<RatingStars rating={4.8} reviewCount={3} />));
    expect(html).toContain('class="rating-stars rating-stars-4"');
    expect(html).toContain('aria-label="Rated 4.8 out of 5 from 3 reviews"');
    expect(html).toContain(">4.8<");
    expect(html).toContain(">(3)<");
    expect(renderToStaticMarkup(intl(<RatingStars rating={5} reviewCount={12_500} />))).toContain("rating-stars-5");
    expect(renderToStaticMarkup(intl(<RatingStars rating={0.4} reviewCount={1} />))).toContain("rating-stars-0");
  });

  it("renders nothing until a listing has member reviews", () => {
    expect(renderToStaticMarkup(intl(<RatingStars rating={4.5} reviewCount={0} />))).toBe("");
    expect(renderToStaticMarkup(intl(<RatingStars rating={null} reviewCount={4} />))).toBe("");
  });
});

describe("ListingCard", () => {
  it("draws its status badges' icons with CSS, without an <svg> per card", () => {
    const html = renderToStaticMarkup(
      intl(<ListingCard listing={listing({ placement: "sponsored", verified: true })} />),
    );
    expect(html).toMatch(/class="badge badge-outline badge-verified badge-check">Verified</);
    expect(html).toMatch(/class="badge badge-sponsored badge-sparkles">Sponsored</);
    expect(html).not.toContain("<svg");
  });

  it("shows only the badges a listing has", () => {
    const html = renderToStaticMarkup(intl(<ListingCard listing={listing()} />));
    expect(html).toContain(">Clinic<");
    expect(html).not.toMatch(/Editor|Verified|Sponsored|tooltip/);
  });
});

describe("ListingCard in another language", () => {
  it("names the kind and the badges in the page's language", async () => {
    const german = await withIntl("de");
    const html = renderToStaticMarkup(
      german(<ListingCard listing={listing({ placement: "editorial", verified: true })} />),
    );
    expect(html).toContain(">Klinik<");
    expect(html).toContain(">Empfehlung der Redaktion<");
    expect(html).toContain("Von unserer Redaktion ausgewählt, nicht bezahlt.");
    expect(html).not.toContain(">Featured<");
  });
});

describe("ListingCard's price", () => {
  const priced = listing({ kind: "wearable", price: { amount: 1299.5, currency: "EUR" } });
  const expected = {
    en: "From €1,299.50",
    de: "Ab 1.299,50 €",
    fr: "À partir de 1 299,50 €",
    es: "Desde 1299,50 €",
    it: "Da 1299,50 €",
    nl: "Vanaf € 1.299,50",
  } as const;

  it.each(Object.entries(expected))("shows the lowest price as 'from …' formatted for %s", async (locale, text) => {
    const html = renderToStaticMarkup(
      (await withIntl(locale as keyof typeof expected))(<ListingCard listing={priced} />),
    );
    const shown = /data-testid="card-price">([^<]*)</.exec(html)?.[1];
    // Intl writes narrow and non-breaking spaces inside numbers; compare them as plain spaces.
    expect(shown?.replace(/[\u00a0\u202f]/g, " ")).toBe(text);
  });

  it("shows a whole price without decimals, in its own currency, and no price line without a price", () => {
    const html = renderToStaticMarkup(
      intl(<ListingCard listing={listing({ price: { amount: 90, currency: "CHF" } })} />),
    );
    expect(/data-testid="card-price">([^<]*)</.exec(html)?.[1]?.replace(/\u00a0/g, " ")).toBe("From CHF 90");
    expect(renderToStaticMarkup(intl(<ListingCard listing={listing()} />))).not.toContain("card-price");
  });

  it("shows the city and country it carries as its place line, or its own line", () => {
    const html = renderToStaticMarkup(intl(<ListingCard listing={listing({ city: "Berlin", country: "Germany" })} />));
    expect(html).toContain("<span>Berlin, Germany</span>");
    const online = renderToStaticMarkup(intl(<ListingCard listing={listing({ place: "Online", city: "Berlin" })} />));
    expect(online).toContain("<span>Online</span>");
  });
});
