// A listing's translated descriptions, saved through the admin's listing update (and the owner's, which shares its
// schema): validated field by field, audited, revalidated, and shown by a page in that language.
import { fieldMessages } from "../support/coded-errors";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PATCH as patchRoute } from "@/app/api/admin/listings/[id]/route";
import { PATCH as ownerPatchRoute } from "@/app/api/owner/listings/[id]/route";
import type { AdminListing } from "@/lib/listings/editor-schema";
import { CACHE_TAGS } from "@/lib/cache-tags";
import type { ApiErrorBody } from "@/lib/http/app-error";
import { LISTING_ERRORS } from "@/lib/listings/editor-errors";
import { localizedListing } from "@/lib/i18n/listing-content";
import { db } from "@/server/db/client";
import { getListing } from "@/server/listings/read/queries";
import { call, type Member } from "../alerts/members";
import { makeOwner, member } from "../owners/owner-fixtures";
import { createListings, deleteListings } from "../support/listing-fixtures";
import { revalidatedTags } from "../support/next-cache";
import { adminRequest, routeContext, signInAsAdmin } from "./admin-session";

type EditResponse = { listing: AdminListing; changed: string[] };
let token = "";
let owner: Member;
let fixtures: Awaited<ReturnType<typeof createListings>>;
const byName = (name: string) => fixtures.find((listing) => listing.name === name)!;

const patch = (id: string, body: unknown) =>
  patchRoute(adminRequest(`/api/admin/listings/${id}`, { method: "PATCH", body, token }), routeContext({ id }));
const stored = async (id: string) => (await db.listing.findUniqueOrThrow({ where: { id } })).translations;
const fieldsOf = async (response: Response) => fieldMessages(((await response.json()) as ApiErrorBody).error.fields);

beforeAll(async () => {
  token = await signInAsAdmin();
  fixtures = await createListings([
    { kind: "clinic", name: "Translated Clinic", shortDescription: "A longevity clinic.", description: "Original." },
    { kind: "lab", name: "German Lab", contentLocale: "de", shortDescription: "Ein Labor in Berlin." },
  ]);
  owner = await member("translation-owner");
  await makeOwner(byName("German Lab").id, owner.userId);
});
beforeEach(() => {
  revalidatedTags.length = 0;
});
afterAll(async () => {
  await db.auditLog.deleteMany({ where: { entityId: { in: fixtures.map((listing) => listing.id) } } });
  await deleteListings(fixtures);
});

describe("PATCH /api/admin/listings/{id} with translations", () => {
  it("saves a translation per language, audited and revalidated, and a page in that language shows it", async () => {
    const clinic = byName("Translated Clinic");
    const response = await patch(clinic.id, {
      translations: {
        de: { shortDescription: "  Eine Longevity-Klinik. ", description: "Übersetzt.", longDescription: "" },
        fr: { shortDescription: "", description: null, longDescription: "" },
      },
    });
    expect(response.status).toBe(200);
    const result = (await response.json()) as EditResponse;
    expect(result.changed).toEqual(["translations"]);
    // Blank texts and languages without any text are left out.
    const translations = { de: { shortDescription: "Eine Longevity-Klinik.", description: "Übersetzt." } };
    expect(result.listing.translations).toEqual(translations);
    expect(await stored(clinic.id)).toEqual(translations);
    const [audit] = await db.auditLog.findMany({ where: { entityId: clinic.id, action: "listing.edit" } });
    expect(audit).toMatchObject({ before: { translations: {} }, after: { translations } });
    expect(revalidatedTags).toEqual(
      expect.arrayContaining([CACHE_TAGS.listing(clinic.id), CACHE_TAGS.listingKey(clinic.slug)]),
    );

    const page = await getListing("clinic", clinic.slug);
    expect(localizedListing(page!, "de")).toMatchObject({
      shortDescription: "Eine Longevity-Klinik.",
      textLocale: "de",
    });
    expect(localizedListing(page!, "fr")).toMatchObject({ shortDescription: "A longevity clinic.", textLocale: "en" });

    // The same set again is no change; a language with its texts cleared is removed.
    expect(((await (await patch(clinic.id, { translations })).json()) as EditResponse).changed).toEqual([]);
    const removed = await patch(clinic.id, { translations: { de: { shortDescription: "", description: "" } } });
    expect(((await removed.json()) as EditResponse).changed).toEqual(["translations"]);
    expect(await stored(clinic.id)).toEqual({});
  });

  it("answers 400 with a message on each invalid text and changes nothing", async () => {
    const clinic = byName("Translated Clinic");
    const response = await patch(clinic.id, {
      city: "Ghent",
      translations: {
        de: { shortDescription: "x".repeat(501), longDescription: "y".repeat(10_001) },
        nl: { description: "ok" },
        it: { description: 42 },
      },
    });
    expect(response.status).toBe(400);
    const fields = await fieldsOf(response);
    expect(Object.keys(fields).sort()).toEqual([
      "translations.de.longDescription",
      "translations.de.shortDescription",
      "translations.it.description",
    ]);
    expect(fields["translations.de.shortDescription"]).toEqual([
      "Short description (German) must be at most 500 characters",
    ]);
    // Markup is refused on its field before anything else is read.
    const unsafe = await patch(clinic.id, { translations: { fr: { longDescription: "<script>alert(1)</script>" } } });
    expect(Object.keys(await fieldsOf(unsafe))).toEqual(["translations.fr.longDescription"]);
    const row = await db.listing.findUniqueOrThrow({ where: { id: clinic.id } });
    expect(row.city).not.toBe("Ghent");
    expect(revalidatedTags).toEqual([]);
  });

  it("refuses an unknown language, a translation into the listing's own, and translations that are not an object", async () => {
    const clinic = byName("Translated Clinic");
    const unknown = await patch(clinic.id, { translations: { xx: { shortDescription: "?" }, de: {} } });
    expect(unknown.status).toBe(400);
    expect(Object.keys(await fieldsOf(unknown))).toEqual(["translations.xx"]);

    const own = await patch(clinic.id, { translations: { en: { shortDescription: "An English copy." } } });
    expect(own.status).toBe(400);
    const ownError = ((await own.json()) as ApiErrorBody).error;
    expect(ownError.fields).toEqual({
      "translations.en": [
        {
          code: LISTING_ERRORS.originalLanguage,
          params: { language: "en" },
          message: "The listing is written in English: it needs no translation into that language",
        },
      ],
    });

    for (const translations of [[], "de", { de: "text" }]) {
      const response = await patch(clinic.id, { translations });
      expect(response.status, JSON.stringify(translations)).toBe(400);
      expect(Object.keys(await fieldsOf(response))[0]).toMatch(/^translations/);
    }
    expect(await stored(clinic.id)).toEqual({});
  });
});

describe("PATCH /api/owner/listings/{id} with translations", () => {
  it("lets the owner translate their listing into the other languages, audited under the owner", async () => {
    const lab = byName("German Lab");
    const ownerPatch = (body: unknown) =>
      call(
        ownerPatchRoute,
        `/api/owner/listings/${lab.id}`,
        { method: "PATCH", body, cookie: owner.cookie },
        {
          id: lab.id,
        },
      );
    const saved = await ownerPatch({ translations: { en: { shortDescription: "A lab in Berlin." } } });
    expect(saved.status).toBe(200);
    expect(await stored(lab.id)).toEqual({ en: { shortDescription: "A lab in Berlin." } });
    const [audit] = await db.auditLog.findMany({ where: { entityId: lab.id, action: "listing.owner_edit" } });
    expect(audit?.after).toEqual({ translations: { en: { shortDescription: "A lab in Berlin." } } });

    const own = await ownerPatch({ translations: { de: { shortDescription: "Doppelt." } } });
    expect(own.status).toBe(400);
    expect(Object.keys(await fieldsOf(own))).toEqual(["translations.de"]);
  });
});
