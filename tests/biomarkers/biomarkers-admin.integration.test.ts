// The biomarker catalogue on the database under test: the seed's markers are in the table after the migrations, the
// admin adds and edits a marker through the API (audit-logged, the catalogue's tag revalidated), and bad input is a
// coded 400 that writes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listRoute, POST as saveRoute } from "@/app/api/admin/biomarkers/route";
import { BIOMARKER_ERRORS, type Biomarker } from "@/lib/biomarkers/catalogue";
import { CACHE_TAGS } from "@/lib/cache-tags";
import type { ApiErrorBody } from "@/lib/http/app-error";
import { db } from "@/server/db/client";
import { seedBiomarkers } from "@/server/db/seed-biomarkers";
import { BIOMARKER_SEED } from "@/prisma/seed/biomarkers";
import { adminRequest, routeContext, signInAsAdmin } from "../admin/admin-session";
import { fieldCodes } from "../support/coded-errors";
import { revalidatedTags } from "../support/next-cache";

const SLUG = `test-marker-${Date.now()}`;
// A test marker: its names are this test's own, not a marker any lab offers.
const MARKER = {
  slug: SLUG,
  names: {
    en: "Test marker",
    de: "Testmarker",
    fr: "Marqueur test",
    es: "Marcador test",
    it: "Marcatore test",
    nl: "Testmarker",
  },
  loinc: null,
  loincSource: null,
  unit: "mg/L",
  calculated: false,
  inputs: [],
  system: "inflammation",
};
let token: string;

const save = (body: unknown, withToken: string | null = token) =>
  saveRoute(adminRequest("/api/admin/biomarkers", { method: "POST", body, token: withToken }), routeContext());

beforeAll(async () => {
  token = await signInAsAdmin();
});
afterAll(async () => {
  await db.auditLog.deleteMany({ where: { entityId: SLUG } });
  await db.biomarker.deleteMany({ where: { slug: SLUG } });
});

describe("the biomarker catalogue", () => {
  it("holds every seeded marker after the migrations; seeding again adds nothing", async () => {
    const rows = await db.biomarker.findMany({ where: { slug: { in: BIOMARKER_SEED.map((marker) => marker.slug) } } });
    expect(rows).toHaveLength(BIOMARKER_SEED.length);
    const ldl = rows.find((row) => row.slug === "ldl");
    expect(ldl).toMatchObject({
      calculated: true,
      inputs: ["total-cholesterol", "hdl", "triglycerides"],
      system: "lipids",
    });
    expect(rows.find((row) => row.slug === "apob")).toMatchObject({ calculated: false, loinc: null });
    expect(await seedBiomarkers(process.env.DATABASE_URL ?? "")).toBe(0);
  });

  it("adds a marker and edits it under the same slug, audit-logged and revalidated", async () => {
    expect((await save(MARKER, null)).status).toBe(401);
    revalidatedTags.length = 0;
    const first = await save(MARKER);
    expect(first.status).toBe(200);
    expect(revalidatedTags).toContain(CACHE_TAGS.biomarkers);
    const edited = await save({ ...MARKER, calculated: true, inputs: ["hs-crp"], unit: " mg/dL " });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ slug: SLUG, calculated: true, inputs: ["hs-crp"], unit: "mg/dL" });
    const audit = await db.auditLog.findMany({ where: { entityId: SLUG }, orderBy: { createdAt: "asc" } });
    expect(audit.map((row) => row.action)).toEqual(["biomarker.save", "biomarker.save"]);
    expect(audit[0]?.before).toBeNull();
    expect(audit[1]).toMatchObject({ before: { calculated: false, unit: "mg/L" }, after: { calculated: true } });
    const list = (await (
      await listRoute(adminRequest("/api/admin/biomarkers", { token }), routeContext())
    ).json()) as Biomarker[];
    expect(list.find((marker) => marker.slug === SLUG)).toMatchObject({ names: MARKER.names, system: "inflammation" });
    // A new marker goes after its system's others.
    const inflammation = list.filter((marker) => marker.system === "inflammation").map((marker) => marker.slug);
    expect(inflammation.at(-1)).toBe(SLUG);
  });

  it("rejects bad fields by code, and inputs the catalogue lacks, writing nothing", async () => {
    const bad = await save({
      ...MARKER,
      slug: "Not a slug",
      names: { ...MARKER.names, de: " " },
      loinc: "ABC",
      loincSource: "http://127.0.0.1/loinc",
      system: "mind",
    });
    expect(bad.status).toBe(400);
    const codes = fieldCodes(((await bad.json()) as ApiErrorBody).error.fields);
    expect(codes).toMatchObject({
      slug: [BIOMARKER_ERRORS.slug],
      "names.de": [BIOMARKER_ERRORS.name],
      loinc: [BIOMARKER_ERRORS.loinc],
      loincSource: [BIOMARKER_ERRORS.loincSource],
      system: [BIOMARKER_ERRORS.system],
    });
    const measuredWithInputs = await save({ ...MARKER, inputs: ["hdl"] });
    expect(fieldCodes(((await measuredWithInputs.json()) as ApiErrorBody).error.fields)).toEqual({
      inputs: [BIOMARKER_ERRORS.inputsMeasured],
    });
    const codeWithoutSource = await save({ ...MARKER, loinc: "1234-5" });
    expect(fieldCodes(((await codeWithoutSource.json()) as ApiErrorBody).error.fields)).toEqual({
      loincSource: [BIOMARKER_ERRORS.loincSource],
    });
    const unknownInput = await save({ ...MARKER, calculated: true, inputs: ["no-such-marker"] });
    expect(unknownInput.status).toBe(400);
    expect(fieldCodes(((await unknownInput.json()) as ApiErrorBody).error.fields)).toEqual({
      inputs: [BIOMARKER_ERRORS.unknownInput],
    });
    const stored = await db.biomarker.findUnique({ where: { slug: SLUG } });
    expect(stored).toMatchObject({ calculated: true, inputs: ["hs-crp"] });
  });
});
