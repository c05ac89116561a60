// Field errors travel by key; forms show them from the catalogues, with the fields, parts and languages they name.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useFieldErrorText, useRowErrorsText } from "@/components/admin/use-listing-errors";
import { useErrorText } from "@/components/i18n/use-error-text";
import { CODE_MESSAGE } from "@/lib/owners/claim-schema";
import { OWNER_ERRORS } from "@/lib/owners/owner-errors";
import { errorKey } from "@/lib/http/error-key";
import { replyInputSchema } from "@/lib/reviews/reply-schema";
import { validateImportRow, type ImportRowError } from "@/lib/import/schema";
import { FACT_ERRORS, FACT_PART_LABELS, LISTING_ERRORS } from "@/lib/listings/editor-errors";
import { listingEditSchema } from "@/lib/listings/editor-schema";
import type { Locale } from "@/lib/i18n/locales";
import * as z from "zod/mini";
import { loadMessages } from "@/lib/i18n/messages";
import { AUDIT_MESSAGE_CODES } from "@/lib/audit/audit-messages";
import { DIAGNOSTIC_CHECKS } from "@/lib/analytics/diagnostic-checks";
import { BRAND_PATCH_ERRORS } from "@/lib/brands/moderation-errors";
import { brandPatchSchema } from "@/lib/brands/moderation-schema";
import { originalLanguageProblem, translationsField } from "@/lib/listings/editor-translations";
import { invalidInput } from "@/lib/http/app-error";
import { errorBody } from "@/server/http/error-response";
import { convertJsonFact } from "@/lib/listings/fact-schemas";
import { FACT_KEYS, factDefinition } from "@/lib/listings/facts";
import { FeaturedBrandCard } from "@/components/home/featured-brand-card";
import type { FeaturedBrand } from "@/server/featured/shape";
import { AUDIT_ACTIONS } from "@/server/audit/record";
import { withIntl } from "../support/i18n";

function Shown({ messages }: { messages: string[] }) {
  const text = useErrorText();
  return <>{messages.map((message) => `[${text(message)}]`).join("")}</>;
}

function ShownRows({ rows }: { rows: ImportRowError[][] }) {
  const text = useRowErrorsText();
  return <>{rows.map((errors) => `[${text(errors)}]`).join("")}</>;
}

/** Errors as the form holds them: at or under the field (a structured fact's entry), as zodResolver puts them. */
function ShownFields({ errors }: { errors: unknown[] }) {
  const text = useFieldErrorText();
  return <>{errors.map((error) => `[${text(error)}]`).join("")}</>;
}

async function render(locale: Locale, node: React.ReactNode): Promise<string> {
  const intl = await withIntl(locale);
  return renderToStaticMarkup(intl(node))
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");
}

const shownIn = (locale: Locale, messages: string[]) => render(locale, <Shown messages={messages} />);

function schemaMessages(values: Record<string, unknown>): string[] {
  const result = z.safeParse(listingEditSchema, values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("listing field messages in the admin's or owner's language", () => {
  it("states the schema's messages by key, the field's label by its key too", () => {
    expect(schemaMessages({ shortDescription: "x".repeat(501) })).toEqual([
      errorKey(LISTING_ERRORS.tooLong, { label: "listing-editor.fields.shortDescription", max: 500 }),
    ]);
  });

  it("shows the schema's messages under the fields in German, their field names too", async () => {
    const messages = schemaMessages({ name: "", slug: "Bad Slug", lat: "100", shortDescription: "x".repeat(501) });
    expect(messages.length).toBeGreaterThanOrEqual(4);
    const german = await shownIn("de", messages);
    expect(german).toContain("[Name ist erforderlich]");
    expect(german).toContain("[Verwenden Sie Kleinbuchstaben, Ziffern und einzelne Bindestriche (z. B. acme-clinic)]");
    expect(german).toContain("[Breitengrad muss zwischen -90 und 90 liegen]");
    expect(german).toContain("[Kurzbeschreibung darf höchstens 500 Zeichen lang sein]");
    expect(german).not.toMatch(/must|required|listing-editor/);
  });

  it("writes numbers as the language does, and keeps an import row's field before its message", async () => {
    const row = validateImportRow({ kind: "planet", name: "X", description: "x".repeat(10_001) });
    expect(row.ok).toBe(false);
    const errors = row.ok ? [] : row.errors;
    expect(errors.map((error) => [error.field, error.code])).toEqual([
      ["kind", LISTING_ERRORS.kindUnknown],
      ["description", LISTING_ERRORS.tooLong],
    ]);
    const french = await render("fr", <ShownRows rows={[errors]} />);
    expect(french).toContain("[kind: Type inconnu « planet » ; utilisez l’un de : ");
    expect(french).toContain("description: « Description » ne doit pas dépasser 10\u202f000 caractères]");
    expect(await render("en", <ShownRows rows={[errors]} />)).toContain(
      "description: Description must be at most 10,000 characters]",
    );
  });

  it("leaves a message that is no key as it came", async () => {
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
    expect(await shownIn("es", messages)).toBe(
      [
        "[Escribe primero tu respuesta]",
        "[El código tiene 6 dígitos]",
        "[Ese código no es correcto. Te quedan 3 intentos.]",
        "[La dirección debe ser de clinic.example, el dominio del sitio web de la ficha]",
        '[No hemos encontrado ld-123 en /.well-known/longevity-directory.txt ni en una etiqueta <meta name="longevity-directory-verification"> de la página de inicio. Los cambios pueden tardar unos minutos en publicarse.]',
      ].join(""),
    );
    expect(await shownIn("nl", [OWNER_ERRORS.awaitingReview, "Other"])).toBe(
      "[Deze claim wacht op onze beoordeling.][Other]",
    );
  });
});

describe("error tables", () => {
  it("have every key in the catalogues, and every catalogue message a key", async () => {
    const german = await loadMessages("de");
    const keys = (table: Record<string, string>, group: string) =>
      Object.values(table).map((code) => code.replace(`listing-editor.${group}.`, ""));
    expect(Object.keys(german["listing-editor"].messages).sort()).toEqual(keys(LISTING_ERRORS, "messages").sort());
    // "item N": the form's own word for an entry of a structured fact.
    expect(Object.keys(german["listing-editor"].factMessages).sort()).toEqual(
      [...keys(FACT_ERRORS, "factMessages"), "item"].sort(),
    );
    const shapes = FACT_KEYS.flatMap((key) => {
      const definition = factDefinition(key);
      return definition.type === "json" ? [definition.shape] : [];
    });
    expect(shapes.every((shape) => shape in FACT_PART_LABELS)).toBe(true);
    expect(Object.keys(german["listing-editor"].factLabels).sort()).toEqual(
      keys(FACT_PART_LABELS, "factLabels").sort(),
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

/** A converted fact's error where the form holds it: nested under its entry's path. */
function formError(converted: { value: unknown } | { error: string; path?: (string | number)[] }): unknown {
  if (!("error" in converted)) return undefined;
  return (converted.path ?? []).reduceRight<unknown>((inner, part) => ({ [part]: inner }), {
    message: converted.error,
  });
}

describe("structured facts', translations' and brand review's messages in the admin's language", () => {
  it("states a structured fact's error by key, with where in the value it lies", () => {
    const label = "facts.labels.testPanels";
    expect(convertJsonFact("testPanels", label, [{ name: " ", biomarkers: ["apob"] }], "clear")).toEqual({
      error: errorKey(FACT_ERRORS.required, { label: FACT_PART_LABELS.panelName }),
      path: [0, "name"],
    });
    expect(convertJsonFact("programmes", "facts.labels.programmes", "[{", "clear")).toEqual({
      error: errorKey(FACT_ERRORS.jsonInvalid, { label: "facts.labels.programmes" }),
    });
  });

  it("shows a structured fact's message in German and French: the item and the part it speaks of", async () => {
    const errors = [
      formError(
        convertJsonFact("testPanels", "facts.labels.testPanels", [{ name: " ", biomarkers: ["apob"] }], "clear"),
      ),
      formError(
        convertJsonFact("testPanels", "facts.labels.testPanels", [{ name: "Core", biomarkers: ["uni_corn"] }], "clear"),
      ),
      formError(
        convertJsonFact("openingHours", "facts.labels.openingHours", { timeZone: "Mars/Olympus", hours: [] }, "clear"),
      ),
      formError(convertJsonFact("programmes", "facts.labels.programmes", "[{", "clear")),
    ];
    expect(await render("de", <ShownFields errors={errors} />)).toBe(
      [
        "[Eintrag 1: Name des Panels ist erforderlich]",
        "[Eintrag 1: „uni_corn“ steht nicht in der Biomarker-Liste des Verzeichnisses]",
        "[Die Zeitzone muss ein IANA-Name wie Europe/Berlin sein]",
        "[Programme ist kein gültiges JSON]",
      ].join(""),
    );
    expect(await render("fr", <ShownFields errors={errors.slice(0, 1)} />)).toBe(
      "[élément 1: « Nom du panel » est obligatoire]",
    );
  });

  it("names a translation's language and field in the admin's language", async () => {
    const messages = [
      ...issuesOf(translationsField, { de: { shortDescription: "x".repeat(501) }, xx: {} }),
      ...(originalLanguageProblem("en", { en: { shortDescription: "Hi" } })?.["translations.en"] ?? []).map((key) =>
        errorKey(key.code, key.params),
      ),
    ];
    expect(await shownIn("en", messages)).toBe(
      [
        "[Short description (German) must be at most 500 characters]",
        "[Unknown language 'xx': use one of en, de, fr, es, it, nl]",
        "[The listing is written in English: it needs no translation into that language]",
      ].join(""),
    );
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

  it("says a handler's field errors in the request's language on the server, by the same renderer", async () => {
    const translation = { code: LISTING_ERRORS.tooLong, params: { label: "", max: 500 } };
    translation.params.label = errorKey("listing-editor.translationLabel", {
      field: "listing-editor.fields.shortDescription",
      language: "de",
    });
    const body = (
      await errorBody(
        invalidInput({
          name: [{ code: LISTING_ERRORS.nameRequired, params: {} }],
          "translations.de.shortDescription": [translation],
          slug: [{ code: LISTING_ERRORS.slugInUse, params: { kind: "kinds.kinds.clinic" } }],
        }),
        "de",
      )
    ).error;
    expect(body.fields?.name?.[0]).toEqual({
      code: LISTING_ERRORS.nameRequired,
      params: {},
      message: "Name ist erforderlich",
    });
    expect(body.fields?.["translations.de.shortDescription"]?.[0]?.message).toBe(
      "Kurzbeschreibung (Deutsch) darf höchstens 500 Zeichen lang sein",
    );
    expect(body.fields?.slug?.[0]?.message).toBe("Ein anderer Eintrag (Klinik) verwendet diesen Slug bereits");
    const english = (
      await errorBody(
        invalidInput({ slug: [{ code: LISTING_ERRORS.slugInUse, params: { kind: "kinds.kinds.clinic" } }] }),
      )
    ).error;
    expect(english.message).toBe("slug: Another listing (Clinic) already uses this slug");
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
      placement: "editorial",
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
