// The listing update's 400 sends each field's error by code and values, its text said in the request's language
// (English by default, for API clients); the editor says the same codes in the admin's language. This follows real
// responses from the handler into the editor's hook.
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATCH as patchRoute } from "@/app/api/admin/listings/[id]/route";
import { useErrorText } from "@/components/i18n/use-error-text";
import type { ApiErrorBody } from "@/lib/http/app-error";
import type { FieldError } from "@/lib/http/error-key";
import type { Locale } from "@/lib/i18n/locales";
import { FACT_PART_LABELS, LISTING_ERRORS } from "@/lib/listings/editor-errors";
import { createListings, deleteListings } from "../support/listing-fixtures";
import { withIntl } from "../support/i18n";
import { adminRequest, routeContext, signInAsAdmin } from "./admin-session";

let token = "";
let fixtures: Awaited<ReturnType<typeof createListings>>;

function Shown({ errors }: { errors: FieldError[] }) {
  const text = useErrorText();
  return <>{errors.map((error) => `[${text(error)}]`).join("")}</>;
}

async function shownIn(locale: Locale, errors: FieldError[]): Promise<string> {
  const intl = await withIntl(locale);
  return renderToStaticMarkup(intl(<Shown errors={errors} />)).replaceAll("&quot;", '"');
}

beforeAll(async () => {
  token = await signInAsAdmin();
  fixtures = await createListings([{ kind: "lab", name: "Message Lab", shortDescription: "A lab." }]);
});
afterAll(async () => {
  await deleteListings(fixtures);
});

async function refusal(query = ""): Promise<ApiErrorBody["error"]> {
  const id = fixtures[0]!.id;
  const response = await patchRoute(
    adminRequest(`/api/admin/listings/${id}${query}`, {
      method: "PATCH",
      token,
      body: {
        testPanels: JSON.stringify([{ name: "Core", biomarkers: ["apob"], biomarkerCount: 0 }]),
        translations: { fr: { shortDescription: "x".repeat(501) } },
      },
    }),
    routeContext({ id }),
  );
  expect(response.status).toBe(400);
  return ((await response.json()) as ApiErrorBody).error;
}

describe("PATCH /api/admin/listings/{id}: refusals by code, in the request's and the admin's language", () => {
  it("answers 400 with each field's code and values, and its English for API clients", async () => {
    const error = await refusal();
    expect(error.fields).toEqual({
      "testPanels.0.biomarkerCount": [
        {
          code: LISTING_ERRORS.between,
          params: { label: FACT_PART_LABELS.biomarkerCount, min: 1, max: 2000 },
          message: "Biomarker count must be between 1 and 2,000",
        },
      ],
      "translations.fr.shortDescription": [
        {
          code: LISTING_ERRORS.tooLong,
          params: {
            label: 'listing-editor.translationLabel{"field":"listing-editor.fields.shortDescription","language":"fr"}',
            max: 500,
          },
          message: "Short description (French) must be at most 500 characters",
        },
      ],
    });
    expect(error.message).toBe(
      "testPanels.0.biomarkerCount: Biomarker count must be between 1 and 2,000; translations.fr.shortDescription: Short description (French) must be at most 500 characters",
    );
  });

  it("says the same codes in German on the server (?locale=de) and in the editor", async () => {
    const german = await refusal("?locale=de");
    expect(german.fields?.["testPanels.0.biomarkerCount"]?.[0]?.message).toBe(
      "Anzahl der Biomarker muss zwischen 1 und 2.000 liegen",
    );
    expect(german.fields?.["translations.fr.shortDescription"]?.[0]?.message).toBe(
      "Kurzbeschreibung (Französisch) darf höchstens 500 Zeichen lang sein",
    );
    const errors = Object.values((await refusal()).fields ?? {}).flat();
    const shown = await shownIn("de", errors);
    expect(shown).toBe(
      "[Anzahl der Biomarker muss zwischen 1 und 2.000 liegen][Kurzbeschreibung (Französisch) darf höchstens 500 Zeichen lang sein]",
    );
    expect(await shownIn("fr", errors.slice(1))).toContain(
      "« Description courte (français) » ne doit pas dépasser 500 caractères",
    );
  });
});
