// The listing update's 400 speaks English on the wire (one wording for every client); the editor shows each field's
// message and the summary in the admin's language. This follows real responses from the handler into the editor's hook.
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATCH as patchRoute } from "@/app/api/admin/listings/[id]/route";
import { useListingMessage } from "@/components/admin/use-listing-message";
import type { ApiErrorBody } from "@/lib/http/app-error";
import type { Locale } from "@/lib/i18n/locales";
import { createListings, deleteListings } from "../support/listing-fixtures";
import { withIntl } from "../support/i18n";
import { adminRequest, routeContext, signInAsAdmin } from "./admin-session";

let token = "";
let fixtures: Awaited<ReturnType<typeof createListings>>;

function Shown({ messages }: { messages: string[] }) {
  const local = useListingMessage();
  return <>{messages.map((message) => `[${local(message)}]`).join("")}</>;
}

async function shownIn(locale: Locale, messages: string[]): Promise<string> {
  const intl = await withIntl(locale);
  return renderToStaticMarkup(intl(<Shown messages={messages} />)).replaceAll("&quot;", '"');
}

beforeAll(async () => {
  token = await signInAsAdmin();
  fixtures = await createListings([{ kind: "lab", name: "Message Lab", shortDescription: "A lab." }]);
});
afterAll(async () => {
  await deleteListings(fixtures);
});

describe("PATCH /api/admin/listings/{id}: refusals in the admin's language", () => {
  it("answers 400 with the tables' English, which the editor shows in German and French", async () => {
    const id = fixtures[0]!.id;
    const response = await patchRoute(
      adminRequest(`/api/admin/listings/${id}`, {
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
    const { error } = (await response.json()) as ApiErrorBody;
    const fields = Object.fromEntries(
      Object.entries(error.fields ?? {}).map(([name, errors]) => [name, errors.map((e) => e.message)]),
    );
    expect(fields).toEqual({
      testPanels: ["Test panels: item 1, biomarkerCount: Biomarker count must be between 1 and 2,000"],
      "translations.fr.shortDescription": ["French short description must be at most 500 characters"],
    });
    expect(error.message.split("; ")).toHaveLength(2);

    const german = await shownIn("de", [...Object.values(fields).flat(), error.message]);
    expect(german).toContain(
      "[Testpanels: Eintrag 1, biomarkerCount: Anzahl der Biomarker muss zwischen 1 und 2.000 liegen]",
    );
    expect(german).toContain("[Kurzbeschreibung (Französisch) darf höchstens 500 Zeichen lang sein]");
    expect(german).toContain(
      "testPanels: Testpanels: Eintrag 1, biomarkerCount: Anzahl der Biomarker muss zwischen 1 und 2.000 liegen; translations.fr.shortDescription: Kurzbeschreibung (Französisch)",
    );
    expect(german).not.toMatch(/must|French|item/);
    const french = await shownIn("fr", [error.message]);
    expect(french).toContain("« Description courte (français) » ne doit pas dépasser 500 caractères");
    expect(french).toContain("élément 1");
  });
});
