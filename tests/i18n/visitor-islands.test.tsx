// Islands and blocks a visitor reads, rendered in German and French: their text comes from the catalogues.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CompareToggle } from "@/components/compare/compare-toggle";
import { ForgotPasswordForm } from "@/components/auth/reset-password-forms";
import { NewsletterStatusCard } from "@/components/newsletter/newsletter-status-card";
import { NearPlaceControl } from "@/components/directory/near-place-control";
import { NearPlaceFields } from "@/components/directory/near-place-fields";
import { LocationCard } from "@/components/detail/location-card";
import { ListingActions } from "@/components/detail/listing-actions";
import { ReportForm } from "@/components/reports/report-form";
import { ReviewForm } from "@/components/reviews/review-form";
import { factWords } from "@/lib/listings/fact-words";
import { FactValue } from "@/components/facts/fact-value";
import { VerifiedLine } from "@/components/facts/verified-line";
import { compareRows } from "@/lib/compare/compare-rows";
import { factSummary, type FactSubject } from "@/lib/listings/fact-format";
import { translator } from "@/lib/i18n/translator";
import { withIntl } from "../support/i18n";

const lab: FactSubject = {
  kind: "lab",
  priceFrom: 1234,
  turnaroundDays: 3,
  homeCollection: true,
  sampleMethods: ["finger-prick-kit"],
  openingHours: {
    timeZone: "Europe/Berlin",
    hours: [{ days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "18:00" }],
  },
};

describe("facts in the page's language", () => {
  it("reads labels, units, options, days and prices in German and French", async () => {
    const de = factWords("de", await translator("de", "facts"));
    expect(factSummary(lab, "priceFrom", de)).toBe("1.234\u00a0€");
    expect(factSummary(lab, "turnaroundDays", de)).toBe("3 Tagen");
    expect(factSummary(lab, "homeCollection", de)).toBe("Ja");
    expect(factSummary(lab, "sampleMethods", de)).toBe("Heimtest mit Fingerstich");
    const served = { ...lab, countriesServed: ["Germany", "United Kingdom"] };
    expect(factSummary(served, "countriesServed", de)).toBe("Deutschland, Vereinigtes Königreich");
    expect(factSummary(lab, "openingHours", de)).toBe("Montag–Freitag 08:00–18:00 (Europe/Berlin)");
    expect(de.label("priceFrom", "practitioner")).toBe("Preis pro Konsultation");
    const fr = factWords("fr", await translator("fr", "facts"));
    expect(compareRows("lab", [lab], fr).find((row) => row.key === "turnaroundDays")).toMatchObject({
      label: "Résultats sous",
      cells: ["3 jours"],
    });
    expect(factSummary(lab, "priceFrom", fr)).toBe("1\u202f234\u00a0€");
    expect(factSummary(served, "countriesServed", fr)).toBe("Allemagne, Royaume-Uni");
  });

  it("says who verified the facts, and when, in German", async () => {
    const intl = await withIntl("de");
    const html = renderToStaticMarkup(
      intl(
        <VerifiedLine
          listing={{
            lastVerifiedAt: "2025-03-01T10:00:00.000Z",
            verifiedBy: "owner",
            sourceUrls: ["https://a.example/"],
          }}
          today="2026-11-25"
        />,
      ),
    );
    expect(html).toContain("Angaben geprüft am <time");
    expect(html).toContain("1. März 2025</time> vom Inhaber.");
    expect(html).toContain("Sie sind möglicherweise nicht mehr aktuell.");
    expect(html).toContain("Quelle:");
  });

  it("counts test panels' biomarkers in French", async () => {
    const intl = await withIntl("fr");
    const html = renderToStaticMarkup(
      intl(
        <FactValue
          display={{
            type: "panels",
            panels: [
              {
                name: "Core",
                price: null,
                count: 35,
                markers: "1 marqueurs mesurés + 0 calculés",
                perMarker: null,
                measured: ["ApoB"],
                calculated: [],
                includes: [],
                source: null,
              },
            ],
          }}
        />,
      ),
    );
    expect(html).toContain("35 biomarqueurs");
    expect(html).toContain("Mesurés : ApoB");
  });
});

describe("the compare toggle", () => {
  it("names its listing in German and French", async () => {
    const listing = { kind: "wearable", slug: "oura-ring", name: "Oura Ring" } as const;
    const de = renderToStaticMarkup(
      (await withIntl("de"))(<CompareToggle listing={listing} returnTo="/de/wearable/oura-ring" />),
    );
    expect(de).toContain('aria-label="Oura Ring vergleichen"');
    expect(de).toContain(">Vergleichen</button>");
    const fr = renderToStaticMarkup(
      (await withIntl("fr"))(<CompareToggle listing={listing} returnTo="/fr/wearable/oura-ring" labelled />),
    );
    expect(fr).toContain(">Comparer</button>");
  });
});

describe("the claim link and the report form", () => {
  const listing = { id: "l1", kind: "clinic", slug: "vitality", name: "Vitality" } as const;

  it("invites the owner to claim the listing, in French", async () => {
    const html = renderToStaticMarkup((await withIntl("fr"))(<ListingActions listing={listing} />));
    expect(html).toContain("Vous gérez Vitality ?");
    expect(html).toContain(">Revendiquez cette fiche</a> pour la tenir à jour");
    expect(html).toContain("Signaler un problème");
  });

  it("asks what is wrong, in German", async () => {
    const html = renderToStaticMarkup(
      (await withIntl("de"))(<ReportForm listingId="l1" listingName="Vitality" onClose={() => {}} />),
    );
    expect(html).toContain('aria-label="Problem mit Vitality melden"');
    expect(html).toContain("Was stimmt nicht?");
    expect(html).toContain("Einige Angaben sind falsch");
    expect(html).toContain("Meldung senden");
  });
});

describe("the review form", () => {
  it("labels, placeholder, button and counter in Spanish and German", async () => {
    const form = (
      <ReviewForm
        listingId="l1"
        listingName="Vitality"
        review={null}
        onSaved={() => {}}
        onCancel={() => {}}
        onConflict={() => {}}
      />
    );
    const es = renderToStaticMarkup((await withIntl("es"))(form));
    expect(es).toContain('aria-label="Tu reseña de Vitality"');
    expect(es).toContain('placeholder="¿Cómo fue tu experiencia?"');
    expect(es).toContain("Publicar reseña");
    expect(es).toContain("0/2000");
    const de = renderToStaticMarkup((await withIntl("de"))(form));
    expect(de).toContain("Titel <span");
    expect(de).toContain("0/2.000");
  });
});

describe("status pages", () => {
  it("offer their way back in French, and the reset form in Dutch", async () => {
    const card = renderToStaticMarkup(
      (await withIntl("fr"))(
        <NewsletterStatusCard tone="success" title="x">
          <p>y</p>
        </NewsletterStatusCard>,
      ),
    );
    expect(card).toContain("Parcourir l’annuaire");
    expect(card).toContain("Retour à l’accueil");
    const reset = renderToStaticMarkup((await withIntl("nl"))(<ForgotPasswordForm />));
    expect(reset).toContain("Resetlink versturen");
  });
});

describe("the near-a-place panel and the location card", () => {
  it("label the search, radius and order in German", async () => {
    const props = {
      value: { place: "Berlin", radiusKm: 25, sort: "distance", remote: false },
      action: { path: "/de/directory", hidden: { category: "clinics" } },
      resolved: null,
      remoteLabel: null,
      onChange: () => {},
    } as const;
    const intl = await withIntl("de");
    // The server's panel: a plain GET search, whose full control loads once the panel is open.
    const shell = renderToStaticMarkup(intl(<NearPlaceControl {...props} />));
    const html = renderToStaticMarkup(intl(<NearPlaceFields {...props} />));
    expect(shell).toContain('aria-label="In der Nähe eines Ortes"');
    expect(html).toContain("In der Nähe suchen");
    expect(html).toContain("Nächste zuerst");
    expect(html).toContain("Meinen Standort verwenden");
    // Before the page hydrates, the search goes to the directory with the view's category, in the page's language.
    for (const markup of [shell, html]) {
      expect(markup).toContain('action="/de/directory"');
      expect(markup).toContain('name="category" value="clinics"');
      expect(markup).toContain('value="Berlin"');
    }
  });

  it("says what the map shows, in French", async () => {
    const listing = { name: "Vitality", city: "Lyon", country: "France", lat: null, geoLat: 45.76, geoLng: 4.83 };
    const html = renderToStaticMarkup((await withIntl("fr"))(<LocationCard listing={listing} />));
    expect(html).toContain('alt="Carte : Vitality à Lyon, France"');
    expect(html).toContain("La carte montre le centre de Lyon, France.");
  });
});
