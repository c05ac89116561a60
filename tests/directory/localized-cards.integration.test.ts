// The directory's cards in the page's language: GET /api/directory and /api/{segment} take `locale` (validated by
// the directory schema, never read from headers) and give each card's descriptions in its translation when one
// exists, else the original, saying which language they are in; the server-rendered first page agrees.
import { fieldMessages } from "../support/coded-errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDirectoryPage } from "@/app/[locale]/directory/load-directory";
import { GET as segmentRoute } from "@/app/api/[category]/route";
import { GET as directoryRoute } from "@/app/api/directory/route";
import { parseDirectoryState } from "@/lib/directory/directory-schema";
import type { ApiErrorBody } from "@/lib/http/app-error";
import { createListings, deleteListings } from "../support/listing-fixtures";
import { context, fixtureToken, get, json } from "./support/fixtures";

type Item = { id: string; name: string; shortDescription: string | null; textLocale: string; translations?: unknown };
const t = fixtureToken();
let fixtures: Awaited<ReturnType<typeof createListings>>;

beforeAll(async () => {
  fixtures = await createListings([
    {
      kind: "clinic",
      name: `${t} Translated Clinic`,
      region: "Europe",
      shortDescription: "A longevity clinic in Munich.",
      translations: { de: { shortDescription: "Eine Longevity-Klinik in München." } },
    },
    {
      kind: "clinic",
      name: `${t} German Clinic`,
      region: "Europe",
      contentLocale: "de",
      shortDescription: "Eine Klinik in Berlin.",
    },
  ]);
});
afterAll(() => deleteListings(fixtures));

const texts = (items: Item[]) =>
  Object.fromEntries(items.map((item) => [item.name.replace(`${t} `, ""), [item.shortDescription, item.textLocale]]));

describe("the directory API's cards in a locale", () => {
  it("GET /api/directory: the translation in its language, else the original in its own; no translations listed", async () => {
    const german = await json<Item[]>(await directoryRoute(get(`/api/directory?search=${t}&locale=de`), context()));
    expect(texts(german)).toEqual({
      "Translated Clinic": ["Eine Longevity-Klinik in München.", "de"],
      "German Clinic": ["Eine Klinik in Berlin.", "de"],
    });
    expect(german.every((item) => item.translations === undefined)).toBe(true);

    const french = await json<Item[]>(await directoryRoute(get(`/api/directory?search=${t}&locale=fr`), context()));
    expect(texts(french)).toEqual({
      "Translated Clinic": ["A longevity clinic in Munich.", "en"],
      "German Clinic": ["Eine Klinik in Berlin.", "de"],
    });
    // Without `locale`, English; a request's Accept-Language changes nothing.
    const english = await json<Item[]>(
      await directoryRoute(get(`/api/directory?search=${t}`, { "accept-language": "de" }), context()),
    );
    expect(texts(english)["Translated Clinic"]).toEqual(["A longevity clinic in Munich.", "en"]);
  });

  it("GET /api/{segment} gives the same cards in the asked locale", async () => {
    const response = await segmentRoute(get(`/api/clinics?search=${t}&locale=de`), context({ category: "clinics" }));
    expect(response.status).toBe(200);
    expect(texts(await json<Item[]>(response))["Translated Clinic"]).toEqual([
      "Eine Longevity-Klinik in München.",
      "de",
    ]);
  });

  it("answers an unknown locale with 400 on the field, on both routes", async () => {
    for (const response of [
      await directoryRoute(get(`/api/directory?search=${t}&locale=xx`), context()),
      await segmentRoute(get(`/api/clinics?locale=DE`), context({ category: "clinics" })),
    ]) {
      expect(response.status).toBe(400);
      const { fields } = (await json<ApiErrorBody>(response)).error;
      expect(fieldMessages(fields).locale).toEqual(["locale must be one of en, de, fr, es, it, nl"]);
    }
  });

  it("the server-rendered first page matches the API URL it stands for, its untranslated texts marked", async () => {
    const state = parseDirectoryState({ category: "clinics", search: t });
    const german = await loadDirectoryPage(state, "de");
    expect(german.key).toContain("locale=de");
    const translated = german.items.find((item) => item.name.endsWith("Translated Clinic"));
    expect(translated).toMatchObject({ text: "Eine Longevity-Klinik in München." });
    expect(translated).not.toHaveProperty("lang");
    const french = await loadDirectoryPage(state, "fr");
    expect(french.items.find((item) => item.name.endsWith("Translated Clinic"))).toMatchObject({
      text: "A longevity clinic in Munich.",
      lang: "en",
    });
    expect((await loadDirectoryPage(state, "en")).key).not.toContain("locale=");
  });
});
