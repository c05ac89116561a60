import { useForm } from "react-hook-form";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ListingFormSections } from "@/components/admin/listing-form-sections";
import { ClaimFlow } from "@/components/owner/claim-flow";
import { ConfirmFacts } from "@/components/owner/confirm-facts";
import { OwnedListingNav } from "@/components/owner/owned-listing-nav";
import { OwnerReviews } from "@/components/owner/owner-reviews";
import type { ListingEditFormValues, ListingEditInput } from "@/lib/listings/editor-schema";
import { withIntl } from "../support/i18n";

function GermanClinicForm() {
  const form = useForm<ListingEditFormValues, unknown, ListingEditInput>();
  return (
    <ListingFormSections
      form={form}
      kind="clinic"
      path="/clinic/spree-clinic"
      contentLocale="en"
      exclude={["status"]}
    />
  );
}

describe("the owner dashboard's islands", () => {
  it("speak French: the facts' last confirmation, with the date in French", async () => {
    const french = await withIntl("fr");
    const html = renderToStaticMarkup(
      french(
        <ConfirmFacts
          listing={{ id: "l1", lastVerifiedAt: "2025-03-05T10:00:00.000Z", verifiedBy: "admin" }}
          onConfirmed={() => {}}
        />,
      ),
    );
    expect(html).toContain("Informations confirmées pour la dernière fois le 5 mars 2025 par notre équipe.");
    expect(html).toContain("Tout est encore exact");
  });

  it("speak German: the listings' report counts and an empty review list", async () => {
    const german = await withIntl("de");
    const nav = renderToStaticMarkup(
      german(
        <OwnedListingNav
          current="l1"
          listings={
            [
              { id: "l1", name: "Spree Clinic", openReports: [{ reason: "closed", count: 1 }] },
              { id: "l2", name: "Havel Lab", openReports: [] },
            ] as Parameters<typeof OwnedListingNav>[0]["listings"]
          }
        />,
      ),
    );
    expect(nav).toContain('aria-label="Ihre Einträge"');
    expect(nav).toContain("1 Meldung");
    expect(renderToStaticMarkup(german(<OwnerReviews reviews={[]} />))).toContain(
      "Noch keine Bewertungen von Mitgliedern.",
    );
  });

  it("share the listing form's sections, in German, with the English wording unchanged", async () => {
    const german = renderToStaticMarkup((await withIntl("de"))(<GermanClinicForm />));
    expect(german).toContain("Links und Kontakt");
    expect(german).toContain("Werte durch Kommas trennen");
    expect(german).toContain("Die Adresse der Seite: /clinic/{slug}.");
    const english = renderToStaticMarkup((await withIntl("en"))(<GermanClinicForm />));
    expect(english).toContain("Links and contact");
    expect(english).toContain("Not provided");
  });

  it("offer the claim's proofs in German, naming the listing's own domain", async () => {
    const html = renderToStaticMarkup(
      (await withIntl("de"))(
        <ClaimFlow
          listing={{ id: "l1", name: "Spree Clinic", website: "https://spree.example/", domain: "spree.example" }}
          initial={null}
        />,
      ),
    );
    expect(html).toContain("Wie möchten Sie es nachweisen?");
    expect(html).toContain("Wir senden einen Code an eine Adresse unter spree.example.");
    expect(html).toContain("Code senden");
  });
});
