// The listing editors' fact fields (admin and owner share them) in the editor's language; JSON examples stay as typed.
import { useForm } from "react-hook-form";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ListingFactFields } from "@/components/admin/listing-fact-fields";
import type { ListingEditFormValues, ListingEditInput } from "@/lib/listings/editor-schema";
import type { ListingKind } from "@/lib/directory/kinds";
import type { Locale } from "@/lib/i18n/locales";
import { withIntl } from "../support/i18n";

function Fields({ kind }: { kind: ListingKind }) {
  const form = useForm<ListingEditFormValues, unknown, ListingEditInput>();
  return <ListingFactFields form={form} kind={kind} />;
}

async function render(locale: Locale, kind: ListingKind) {
  const intl = await withIntl(locale);
  return renderToStaticMarkup(intl(<Fields kind={kind} />));
}

describe("the editor's fact fields", () => {
  it("read in English as the registry states them", async () => {
    const html = await render("en", "lab");
    expect(html).toContain("Sample methods");
    expect(html).toContain("Finger-prick home kit");
    expect(html).toContain("JSON list: [{&quot;name&quot;: &quot;Longevity panel&quot;");
    expect(html).toContain("Pages you opened that back these facts");
  });

  it("are labelled, explained and offered in German, with the JSON example unchanged", async () => {
    const html = await render("de", "lab");
    expect(html).toContain("Probenentnahme");
    expect(html).toContain("Heimtest mit Fingerstich");
    expect(html).not.toContain("Finger-prick home kit");
    expect(html).toContain("JSON-Liste: [{&quot;name&quot;: &quot;Longevity panel&quot;");
    expect(html).toContain("Seiten, die Sie geöffnet haben");
    expect(html).toContain("Keine Angabe");
  });

  it("take a kind's own label in French", async () => {
    const html = await render("fr", "practitioner");
    expect(html).toContain("par ex. Médecin, Diététicien");
    expect(html).not.toContain("Price from");
  });
});
