// Field errors travel by key (the listing editor's still in English); forms show them from the catalogues.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useListingMessage } from "@/components/admin/use-listing-message";
import { useErrorText } from "@/components/i18n/use-error-text";
import { CODE_MESSAGE } from "@/lib/owner/claim-schema";
import { OWNER_ERRORS } from "@/lib/owner/owner-errors";
import { errorKey } from "@/lib/http/error-key";
import { replyInputSchema } from "@/lib/owner/reply-schema";
import { validateImportRow } from "@/lib/import/schema";
import { LISTING_MESSAGES } from "@/lib/listings/editor-errors";
import { listingEditSchema } from "@/lib/listings/editor-schema";
import { fillMessage, matchMessage } from "@/lib/i18n/message-templates";
import type { Locale } from "@/lib/i18n/locales";
import * as z from "zod/mini";
import { loadMessages } from "@/lib/i18n/messages";
import { AUDIT_MESSAGE_CODES } from "@/lib/audit/audit-messages";
import { DIAGNOSTIC_CHECKS } from "@/lib/analytics/diagnostic-checks";
import { BRAND_PATCH_ERRORS } from "@/lib/admin/brand-errors";
import { brandPatchSchema } from "@/lib/admin/brand-schema";
import { originalLanguageProblem, translationsField } from "@/lib/listings/editor-translations";
import { invalidInput, statedIssues } from "@/lib/http/app-error";
import { errorBody } from "@/server/http/error-response";
import { FACT_MESSAGES, FACT_PART_LABELS } from "@/lib/listings/fact-messages";
import { convertJsonFact } from "@/lib/listings/fact-schemas";
import { FACT_KEYS, factDefinition } from "@/lib/listings/facts";
import { FeaturedBrandCard } from "@/components/home/featured-brand-card";
import type { FeaturedBrand } from "@/server/featured/shape";
import { AUDIT_ACTIONS } from "@/server/audit/record";
import { withIntl } from "../support/i18n";

function Shown({ messages }: { messages: string[] }) {
  const local = useListingMessage();
  return <>{messages.map((message) => `[${local(message)}]`).join("")}</>;
}

function ShownToOwner({ messages }: { messages: string[] }) {
  const local = useErrorText();
  return <>{messages.map((message) => `[${local(message)}]`).join("")}</>;
}

async function shownIn(locale: Locale, messages: string[], Island = Shown): Promise<string> {
  const intl = await withIntl(locale);
  return renderToStaticMarkup(intl(<Island messages={messages} />))
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");
}

function schemaMessages(values: Record<string, unknown>): string[] {
  const result = z.safeParse(listingEditSchema, values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("message templates", () => {
  it("finds the key and parts of a filled template, numbers as numbers", () => {
    const message = fillMessage(LISTING_MESSAGES.tooLong, { label: "Short description", max: "10,000" });
    expect(message).toBe("Short description must be at most 10,000 characters");
    expect(matchMessage(LISTING_MESSAGES, message)).toEqual({
      key: "tooLong",
      values: { label: "Short description", max: 10_000 },
    });
    expect(matchMessage(LISTING_MESSAGES, "Tags values must be at most 100 characters")?.key).toBe("valueTooLong");
    expect(matchMessage(LISTING_MESSAGES, "Something nobody wrote")).toBeNull();
  });
});

describe("listing field messages in the admin's or owner's language", () => {
  it("shows the schema's messages under the fields in German, their field names too", async () => {
    const messages = schemaMessages({ name: "", slug: "Bad Slug", lat: "100", shortDescription: "x".repeat(501) });
    expect(messages.length).toBeGreaterThanOrEqual(4);
    const german = await shownIn("de", messages);
    expect(german).toContain("[Name ist erforderlich]");
    expect(german).toContain("[Verwenden Sie Kleinbuchstaben, Ziffern und einzelne Bindestriche (z. B. acme-clinic)]");
    expect(german).toContain("[Breitengrad muss zwischen -90 und 90 liegen]");
    expect(german).toContain("[Kurzbeschreibung darf höchstens 500 Zeichen lang sein]");
    expect(german).not.toMatch(/must|required/);
  });

  it("writes numbers as the language does, and keeps an import row's field before its message", async () => {
    const row = validateImportRow({ kind: "planet", name: "X", description: "x".repeat(10_001) });
    expect(row.ok).toBe(false);
    const errors = row.ok ? [] : row.errors;
    const french = await shownIn("fr", errors);
    expect(french).toContain("[kind: Type inconnu « planet » ; utilisez l’un de : ");
    expect(french).toContain("[description: « Description » ne doit pas dépasser 10\u202f000 caractères]");
    expect(await shownIn("en", errors)).toContain("[description: Description must be at most 10,000 characters]");
  });

  it("leaves a message no template states as it came", async () => {
    expect(await shownIn("it", ["A message from elsewhere"])).toBe("[A message from elsewhere]");
  });
});

describe("claim and reply errors in the owner's language", () => {
  it("shows the schemas' and the claim handler's errors in Spanish and Dutch, by their keys", async () => {
    const reply = z.safeParse(replyInputSchema, { body: "" });
    const messages = [
      ...(reply.success ? [] : reply.error.issues.map((issue) => issue.message)),
      CODE_MESSAGE,
      errorKey(OWNER_ERRORS.codeWrong, { left: 3 }),
      errorKey(OWNER_ERRORS.emailNotAtDomain, { domain: "clinic.example" }),
      errorKey(OWNER_ERRORS.tokenMissing, {
        token: "ld-123",
        path: "/.well-known/longevity-directory.txt",
        tag: '<meta name="longevity-directory-verification">',
      }),
    ];
    expect(await shownIn("es", messages, ShownToOwner)).toBe(
      [
        "[Escribe primero tu respuesta]",
        "[El código tiene 6 dígitos]",
        "[Ese código no es correcto. Te quedan 3 intentos.]",
        "[La dirección debe ser de clinic.example, el dominio del sitio web de la ficha]",
        '[No hemos encontrado ld-123 en /.well-known/longevity-directory.txt ni en una etiqueta <meta name="longevity-directory-verification"> de la página de inicio. Los cambios pueden tardar unos minutos en publicarse.]',
      ].join(""),
    );
    expect(await shownIn("nl", [OWNER_ERRORS.awaitingReview, "Other"], ShownToOwner)).toBe(
      "[Deze claim wacht op onze beoordeling.][Other]",
    );
  });
});

describe("message tables", () => {
  it("have every key in the catalogues, so no English message on the wire lacks its translation", async () => {
    const german = await loadMessages("de");
    expect(Object.keys(german["listing-editor"].messages).sort()).toEqual(Object.keys(LISTING_MESSAGES).sort());
    expect(Object.keys(german["listing-editor"].factMessages).sort()).toEqual(Object.keys(FACT_MESSAGES).sort());
    const shapes = FACT_KEYS.flatMap((key) => {
      const definition = factDefinition(key);
      return definition.type === "json" ? [definition.shape] : [];
    });
    expect(Object.keys(german["listing-editor"].factLabels).sort()).toEqual(
      [...Object.keys(FACT_PART_LABELS), ...shapes].sort(),
    );
    expect(Object.keys(german.admin.audit.actions).sort()).toEqual(
      AUDIT_ACTIONS.map((action) => action.replaceAll(".", "-")).sort(),
    );
    expect(Object.keys(german.audit.messages).sort()).toEqual([...AUDIT_MESSAGE_CODES].sort());
    expect(Object.keys(german.analytics.debug.checks).sort()).toEqual(Object.keys(DIAGNOSTIC_CHECKS).sort());
  });
});

function issuesOf(schema: z.ZodMiniType, value: unknown): string[] {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const errorOf = (converted: { value: unknown } | { error: string }) => ("error" in converted ? converted.error : "");

describe("structured facts', translations' and brand review's messages in the admin's language", () => {
  it("shows a structured fact's message in German and French: the fact, the item and the part it speaks of", async () => {
    const messages = [
      errorOf(convertJsonFact("testPanels", "Test panels", [{ name: " ", biomarkers: ["apob"] }], "clear")),
      errorOf(convertJsonFact("testPanels", "Test panels", [{ name: "Core", biomarkers: ["unicorn"] }], "clear")),
      errorOf(convertJsonFact("openingHours", "Opening hours", { timeZone: "Mars/Olympus", hours: [] }, "clear")),
      errorOf(convertJsonFact("programmes", "Programmes", "[{", "clear")),
    ];
    expect(messages).toEqual([
      "Test panels: item 1, name: Panel name is required",
      'Test panels: item 1, biomarkers, item 1: "unicorn" is not in the directory\'s biomarker list',
      "Opening hours: timeZone: Time zone must be an IANA name such as Europe/Berlin",
      "Programmes is not valid JSON",
    ]);
    expect(await shownIn("de", messages)).toBe(
      [
        "[Testpanels: Eintrag 1, name: Name des Panels ist erforderlich]",
        "[Testpanels: Eintrag 1, biomarkers, Eintrag 1: „unicorn“ steht nicht in der Biomarker-Liste des Verzeichnisses]",
        "[Öffnungszeiten: timeZone: Die Zeitzone muss ein IANA-Name wie Europe/Berlin sein]",
        "[Programme ist kein gültiges JSON]",
      ].join(""),
    );
    expect(await shownIn("fr", messages.slice(0, 1))).toBe(
      "[Panels de tests: élément 1, name: « Nom du panel » est obligatoire]",
    );
  });

  it("names a translation's language and field in the admin's language", async () => {
    const messages = [
      ...issuesOf(translationsField, { de: { shortDescription: "x".repeat(501) }, xx: {} }),
      ...(originalLanguageProblem("en", { en: { shortDescription: "Hi" } })?.["translations.en"] ?? []),
    ];
    expect(messages).toEqual([
      "German short description must be at most 500 characters",
      "Unknown language 'xx': use one of en, de, fr, es, it, nl",
      "The listing is written in English: it needs no English translation",
    ]);
    expect(await shownIn("de", messages)).toBe(
      [
        "[Kurzbeschreibung (Deutsch) darf höchstens 500 Zeichen lang sein]",
        "[Unbekannte Sprache „xx“: verwenden Sie eine von en, de, fr, es, it, nl]",
        "[Der Eintrag ist auf Englisch verfasst und braucht keine Übersetzung in diese Sprache]",
      ].join(""),
    );
    expect(await shownIn("fr", [messages[0]!, messages[2]!])).toBe(
      [
        "[« Description courte (allemand) » ne doit pas dépasser 500 caractères]",
        "[La fiche est rédigée en anglais : elle n’a pas besoin de traduction dans cette langue]",
      ].join(""),
    );
  });

  it("translates every field's part of a handler's summary", async () => {
    const { message: summary } = (
      await errorBody(
        invalidInput(
          statedIssues({
            name: ["Name is required"],
            "translations.de.shortDescription": ["German short description must be at most 500 characters"],
            kind: [fillMessage(LISTING_MESSAGES.kindUnknown, { value: "x", kinds: "clinic, lab" })],
          }),
        ),
      )
    ).error;
    expect(await shownIn("de", [summary])).toBe(
      "[name: Name ist erforderlich; translations.de.shortDescription: Kurzbeschreibung (Deutsch) darf höchstens 500 Zeichen lang sein; kind: " +
        (await shownIn("de", [fillMessage(LISTING_MESSAGES.kindUnknown, { value: "x", kinds: "clinic, lab" })])).slice(
          1,
        ),
    );
  });

  it("states the brand review's refusals by their keys, which the catalogues translate", async () => {
    expect(issuesOf(brandPatchSchema, {})).toEqual([BRAND_PATCH_ERRORS.empty]);
    const german = await loadMessages("de");
    const french = await loadMessages("fr");
    expect(german.admin.brands.messages.approveFeatured).toBe(
      "Eine freigegebene Marke ist zunächst nicht hervorgehoben: senden Sie featured false",
    );
    expect(french.admin.brands.messages.featured).toBe("featured doit valoir true ou false");
  });
});

describe("stored values of a fixed vocabulary shown by their labels", () => {
  it("labels a clinic's specialties on its featured card, and keeps a product's own features as written", async () => {
    const base: FeaturedBrand = {
      id: "l1",
      kind: "clinic",
      slug: "vita",
      url: "/clinic/vita",
      name: "Vita",
      description: null,
      category: "clinics",
      website: null,
      logoUrl: null,
      heroImage: null,
      features: ["longevity", "preventive", "Hyperbaric oxygen"],
      sponsored: false,
      featured: true,
      verified: false,
      rating: null,
      reviewCount: 0,
      region: null,
      location: null,
      featuredReview: null,
      reviewSource: null,
    };
    const german = renderToStaticMarkup((await withIntl("de"))(<FeaturedBrandCard brand={base} />));
    const chips = [...german.matchAll(/<li>([^<]*)<\/li>/g)].map((match) => match[1]);
    const english = renderToStaticMarkup((await withIntl("en"))(<FeaturedBrandCard brand={base} />));
    expect(chips[2]).toBe("Hyperbaric oxygen");
    expect(chips.slice(0, 2)).not.toEqual(["longevity", "preventive"]);
    expect(english).toContain("<li>Longevity</li>");
    const wearable = { ...base, kind: "wearable" as const, features: ["longevity"] };
    expect(renderToStaticMarkup((await withIntl("de"))(<FeaturedBrandCard brand={wearable} />))).toContain(
      "<li>longevity</li>",
    );
  });
});
