import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { OwnerProposals } from "@/components/owner/owner-proposals";
import { withIntl } from "../support/i18n";

// Rendered outside the app router: only its refresh is used, after a decision.
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {} }) }));

const proposals = [
  {
    id: "p1",
    field: "price",
    currentValue: null,
    proposedValue: { amount: 1249.5, currency: "EUR" },
    sourceUrl: "https://spree.example/preise",
    seenAt: "2026-03-05T10:00:00.000Z",
  },
  {
    id: "p2",
    field: "openingHours",
    currentValue: { timeZone: "Europe/Berlin", hours: [{ days: ["Monday"], opens: "09:00", closes: "17:00" }] },
    proposedValue: {
      timeZone: "Europe/Berlin",
      hours: [{ days: ["Monday", "Tuesday"], opens: "08:00", closes: "18:00" }],
    },
    sourceUrl: "https://spree.example/kontakt",
    seenAt: "2026-03-05T10:00:00.000Z",
  },
];

describe("the owner's proposals from their website", () => {
  it("show each field with both values, its source page and the date, in German", async () => {
    const html = renderToStaticMarkup((await withIntl("de"))(<OwnerProposals listingId="l1" proposals={proposals} />));
    expect(html).toContain("Preis ab");
    expect(html).toContain("nicht angegeben");
    expect(html).toMatch(/1\.249,50\s€/);
    expect(html).toContain('href="https://spree.example/preise"');
    expect(html).toContain("am 5. März 2026");
    expect(html).toContain("Montag, Dienstag 08:00–18:00");
    expect(html).toContain('aria-label="Änderung von Öffnungszeiten verwerfen"');
    expect(html).toContain("Alle Änderungen übernehmen");
  });

  it("show what the site states as entries: diagnostics by their names, tests and accreditation with their register", async () => {
    const stated = [
      {
        id: "p3",
        field: "diagnostics",
        currentValue: ["cgm"],
        proposedValue: ["dexa", "cgm"],
        sourceUrl: "https://spree.example/leistungen",
        seenAt: "2026-03-05T10:00:00.000Z",
      },
      {
        id: "p4",
        field: "accreditationRecords",
        currentValue: null,
        proposedValue: [
          {
            body: "dakks",
            standard: "iso-15189",
            number: "D-ML-13102-01-00",
            registerUrl: "https://www.dakks.de/register",
            checkedAt: "2026-03-05",
          },
        ],
        sourceUrl: "https://spree.example/qualitaet",
        seenAt: "2026-03-05T10:00:00.000Z",
      },
    ];
    const html = renderToStaticMarkup((await withIntl("de"))(<OwnerProposals listingId="l1" proposals={stated} />));
    expect(html).toContain("Angebotene Diagnostik");
    expect(html).toContain("DEXA-Messung; Kontinuierliche Glukosemessung");
    expect(html).toContain("Nachprüfbare Akkreditierung");
    expect(html).toContain("DAkkS · ISO 15189 · D-ML-13102-01-00 — https://www.dakks.de/register");
    expect(html).not.toContain("[object Object]");
  });

  it("say there is nothing to decide when the website agrees", async () => {
    const html = renderToStaticMarkup((await withIntl("fr"))(<OwnerProposals listingId="l1" proposals={[]} />));
    expect(html).toContain("Votre site et votre fiche concordent");
    expect(html).not.toContain("<button");
  });
});
