import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as commitRoute } from "@/app/api/admin/import/commit/route";
import { POST as previewRoute } from "@/app/api/admin/import/preview/route";
import {
  readImportFile,
  type ImportCommitResponse,
  type ImportPreviewResponse,
  type ImportRowResult,
  type ImportSourceRow,
} from "@/lib/import/schema";
import { LISTING_ERRORS } from "@/lib/listings/editor-errors";
import { db } from "@/server/db/client";
import { getListing, searchListings } from "@/server/listings/read/queries";
import { createListings, deleteListings } from "../support/listing-fixtures";
import { adminRequest, routeContext, signInAsAdmin } from "./admin-session";

const run = randomUUID().slice(0, 8);
const site = (name: string) => `https://${name}-${run}.example`;
let token: string;
let existing: Awaited<ReturnType<typeof createListings>>;

const CSV = [
  "kind,name,website,city,country,region,specialties,status,short_description",
  `clinic,Imported Clinic ${run},${site("imported-clinic")},Rotterdam,Netherlands,Europe,longevity|preventive,published,"A clinic, imported"`,
  `lab,Imported Draft Lab ${run},${site("imported-lab")},Berlin,Germany,Europe,,draft,`,
  `clinic,,${site("nameless")},,,,,,`,
  `spaceship,Bad Kind ${run},,,,,,,`,
  `clinic,Bad Site ${run},not a website,,,,,,`,
].join("\r\n");

const rowsOf = (text: string, name = "list.csv") => readImportFile(name, text).rows;
const preview = async (rows: ImportSourceRow[]) => {
  const response = await previewRoute(
    adminRequest("/api/admin/import/preview", { method: "POST", body: { rows }, token }),
    routeContext(),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as ImportPreviewResponse).rows;
};
const commit = async (rows: ImportSourceRow[]) => {
  const response = await commitRoute(
    adminRequest("/api/admin/import/commit", { method: "POST", body: { rows }, token }),
    routeContext(),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as ImportCommitResponse).results;
};
const outcomes = (results: ImportRowResult[]) => results.map((result) => result.outcome);

beforeAll(async () => {
  token = await signInAsAdmin();
  existing = await createListings([
    {
      kind: "clinic",
      name: `Stored Clinic ${run}`,
      website: `https://www.stored-clinic-${run}.example/`,
      city: "Lyon",
    },
    { kind: "clinic", name: `Taken Slug ${run}`, website: site("taken-slug") },
  ]);
});
afterAll(async () => {
  const imported = await db.listing.findMany({ where: { name: { contains: run } }, select: { id: true } });
  await db.auditLog.deleteMany({ where: { entityId: { in: imported.map((listing) => listing.id) } } });
  await deleteListings(imported);
});

describe("import preview", () => {
  it("reports each row: create, or its errors, and writes nothing", async () => {
    const plans = await preview(rowsOf(CSV));
    expect(plans.map((plan) => [plan.row, plan.action])).toEqual([
      [2, "create"],
      [3, "create"],
      [4, "error"],
      [5, "error"],
      [6, "error"],
    ]);
    expect(plans[0]).toMatchObject({
      kind: "clinic",
      slug: `imported-clinic-${run}`,
      status: "published",
      website: site("imported-clinic"),
    });
    expect(plans[1]!.status).toBe("draft");
    expect(plans[2]!.errors).toEqual([
      { field: "name", code: LISTING_ERRORS.nameRequired, params: {}, message: "Name is required" },
    ]);
    expect(plans[3]!.errors[0]).toMatchObject({ field: "kind", code: LISTING_ERRORS.kindUnknown });
    expect(plans[3]!.errors[0]!.message).toMatch(/^Unknown kind "spaceship"/);
    expect(plans[4]!.errors).toEqual([
      {
        field: "website",
        code: LISTING_ERRORS.websiteInvalid,
        params: {},
        message: "Please enter a valid website URL",
      },
    ]);
    expect(await db.listing.count({ where: { name: { contains: `Imported Clinic ${run}` } } })).toBe(0);
  });

  it("matches stored listings by canonical website (any spelling) and says what would change", async () => {
    const stored = existing[0]!;
    const plans = await preview([
      { row: 1, values: { kind: "clinic", name: stored.name, website: `http://stored-clinic-${run}.example` } },
      {
        row: 2,
        values: {
          kind: "clinic",
          name: stored.name,
          website: `stored-clinic-${run}.example/?utm_source=x`,
          city: "Paris",
        },
      },
      { row: 3, values: { kind: "lab", name: stored.name, website: `https://stored-clinic-${run}.example` } },
    ]);
    expect(plans[0]).toMatchObject({ action: "unchanged", matchedBy: "website", listing: { id: stored.id } });
    expect(plans[1]).toMatchObject({ action: "update", matchedBy: "website", changes: ["city"] });
    // Another kind on the same website is another listing.
    expect(plans[2]!.action).toBe("create");
  });

  it("refuses a row whose slug belongs to a listing with another website", async () => {
    const [plan] = await preview([
      {
        row: 1,
        values: { kind: "clinic", name: "Another Clinic", slug: existing[1]!.slug, website: site("somewhere-else") },
      },
    ]);
    expect(plan).toMatchObject({ action: "error" });
    expect(plan!.errors[0]).toMatchObject({
      field: "slug",
      code: LISTING_ERRORS.slugElsewhere,
      params: { slug: existing[1]!.slug, kind: "kinds.kinds.clinic" },
    });
    expect(plan!.errors[0]!.message).toMatch(/belongs to another listing \(Clinic: /);
  });
});

describe("import commit", () => {
  it("creates the rows, publishes the published ones through publishListing, and a second run creates nothing", async () => {
    const rows = rowsOf(CSV);
    const first = await commit(rows);
    expect(outcomes(first)).toEqual(["created", "created", "error", "error", "error"]);
    expect(first[0]!.published).toBe(true);
    expect(first[1]!.published).toBe(false);

    const clinic = await getListing("clinic", `imported-clinic-${run}`);
    expect(clinic).toMatchObject({
      name: `Imported Clinic ${run}`,
      city: "Rotterdam",
      specialties: ["longevity", "preventive"],
      shortDescription: "A clinic, imported",
    });
    const stored = await db.listing.findUniqueOrThrow({ where: { id: clinic!.id } });
    expect(stored.origin).toBe("import");
    expect(await getListing("lab", `imported-draft-lab-${run}`)).toBeNull();
    const directory = await searchListings({
      view: "clinics",
      search: `Imported Clinic ${run}`,
      filters: {},
      limit: 20,
      offset: 0,
    });
    expect(directory.items.map((item) => item.id)).toContain(clinic!.id);

    const audit = await db.auditLog.findMany({ where: { entityId: clinic!.id }, orderBy: { createdAt: "asc" } });
    expect(audit.map((row) => [row.actor, row.action])).toEqual([
      ["admin", "listing.import.create"],
      ["admin", "listing.publish"],
    ]);

    const second = await commit(rows);
    expect(outcomes(second)).toEqual(["unchanged", "unchanged", "error", "error", "error"]);
    expect(await db.listing.count({ where: { name: { contains: `Imported Clinic ${run}` } } })).toBe(1);
    expect(await db.auditLog.count({ where: { entityId: clinic!.id } })).toBe(2);
  });

  it("updates a listing found by website, only the given fields, and publishes a draft asked to be published", async () => {
    const lab = await db.listing.findFirstOrThrow({ where: { name: `Imported Draft Lab ${run}` } });
    const results = await commit([
      {
        row: 7,
        values: {
          kind: "lab",
          name: lab.name,
          website: `www.imported-lab-${run}.example/`,
          status: "published",
          testTypes: ["blood"],
        },
      },
    ]);
    expect(results[0]).toMatchObject({ outcome: "updated", published: true, listing: { id: lab.id } });
    const shown = await getListing("lab", lab.slug);
    expect(shown).toMatchObject({ city: "Berlin", testTypes: ["blood"] });
    const actions = (await db.auditLog.findMany({ where: { entityId: lab.id }, orderBy: { createdAt: "asc" } })).map(
      (row) => row.action,
    );
    expect(actions).toEqual(["listing.import.create", "listing.import.update", "listing.publish"]);
  });

  it("reads JSON files the same way", async () => {
    const text = JSON.stringify([
      {
        kind: "supplement",
        name: `Imported Supplement ${run}`,
        website: site("supplement"),
        price: 19.9,
        currency: "eur",
        ingredients: ["NMN"],
      },
    ]);
    const results = await commit(rowsOf(text, "list.json"));
    expect(results[0]!.outcome).toBe("created");
    expect(await getListing("supplement", `imported-supplement-${run}`)).toMatchObject({
      priceFrom: 19.9,
      currency: "EUR",
      ingredients: ["NMN"],
    });
    expect(outcomes(await commit(rowsOf(text, "list.json")))).toEqual(["unchanged"]);
  });
});
