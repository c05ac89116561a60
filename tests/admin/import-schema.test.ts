import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { readErrorKey } from "@/lib/http/error-key";
import { IMPORT_ERRORS } from "@/lib/import/import-errors";
import {
  IMPORT_MAX_ROWS,
  ImportFileError,
  batchRows,
  importBatchSchema,
  canonicalColumn,
  markDuplicateRows,
  readImportFile,
  resolveKind,
  validateImportRow,
  type ImportRowPlan,
} from "@/lib/import/schema";
import { LISTING_ERRORS } from "@/lib/listings/editor-errors";
import { english, englishRowErrors } from "../support/error-text";

/** What the refusal of a file says in English, by its key. */
function fileProblem(name: string, text: string): string {
  try {
    readImportFile(name, text);
  } catch (error) {
    if (error instanceof ImportFileError) return english(error);
    throw error;
  }
  throw new Error(`${name} was read`);
}

describe("import rows", () => {
  it("resolves kinds from kind names, directory categories and labels", () => {
    expect(resolveKind("clinic")).toBe("clinic");
    expect(resolveKind("Clinics")).toBe("clinic");
    expect(resolveKind("social")).toBe("community");
    expect(resolveKind(" Practitioner ")).toBe("practitioner");
    expect(resolveKind("spaceship")).toBeNull();
  });

  it("maps column names whatever their case, spaces, underscores or hyphens", () => {
    expect(canonicalColumn("Short description")).toBe("shortDescription");
    expect(canonicalColumn("short_description")).toBe("shortDescription");
    expect(canonicalColumn("LOGO-URL")).toBe("logoUrl");
    expect(canonicalColumn("rating")).toBeNull();
  });

  it("converts CSV text: lists, booleans, numbers (with a decimal comma), status and currency", () => {
    const result = validateImportRow({
      kind: "clinics",
      name: "  Acme Longevity ",
      status: "Draft",
      website: "acme.example",
      specialties: "longevity | preventive; longevity",
      verified: "yes",
      priceFrom: "12,50",
      currency: "eur",
      lat: "52.37",
      city: "",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toMatchObject({
      kind: "clinic",
      name: "Acme Longevity",
      status: "draft",
      website: "acme.example",
      specialties: ["longevity", "preventive"],
      verified: true,
      priceFrom: 12.5,
      currency: "EUR",
      lat: 52.37,
    });
    // A blank cell leaves the stored value alone: it is not in the row at all.
    expect(result.data.city).toBeUndefined();
  });

  it("accepts JSON types: arrays, booleans and numbers", () => {
    const result = validateImportRow({
      kind: "lab",
      name: "Lab One",
      testTypes: ["blood", "dna"],
      verified: true,
      priceFrom: 99,
    });
    expect(result).toMatchObject({ ok: true, data: { testTypes: ["blood", "dna"], verified: true, priceFrom: 99 } });
  });

  it("takes a logo kept in our storage by its path, and no other path", () => {
    const logoUrl = `/images/${"e".repeat(64)}.webp`;
    expect(validateImportRow({ kind: "clinic", name: "Fine", logoUrl }).ok).toBe(true);
    expect(validateImportRow({ kind: "clinic", name: "Fine", logoUrl: "/images/../x.png" }).ok).toBe(false);
  });

  it("reports every problem of a row with its field and key", () => {
    const result = validateImportRow({
      kind: "spaceship",
      name: "",
      website: "not a site",
      priceFrom: "cheap",
      lat: "91",
      verified: "maybe",
      logoUrl: "javascript:alert(1)",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toContainEqual({ field: "name", code: LISTING_ERRORS.nameRequired, params: {} });
    expect(result.errors).toContainEqual({
      field: "lat",
      code: LISTING_ERRORS.between,
      params: { label: "listing-editor.fields.lat", min: -90, max: 90 },
    });
    expect(englishRowErrors(result.errors)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^kind: Unknown kind "spaceship"/),
        "name: Name is required",
        "website: Please enter a valid website URL",
        "priceFrom: Price from must be a number",
        "lat: Latitude must be between -90 and 90",
        "verified: Verified must be true or false",
        expect.stringMatching(/^logoUrl: /),
      ]),
    );
  });

  it("refuses unsafe markup, control characters, wrong types and over-long values", () => {
    const bad = (values: Record<string, unknown>) => {
      const result = validateImportRow({ kind: "clinic", name: "Fine", ...values });
      return result.ok ? [] : englishRowErrors(result.errors);
    };
    expect(bad({ shortDescription: "<script>alert(1)</script>" })).toEqual([
      expect.stringContaining("potentially unsafe"),
    ]);
    expect(bad({ city: "Ams\u0000terdam" })).toEqual(["city: City contains characters that cannot be saved"]);
    expect(bad({ tags: { nested: true } })).toEqual(["tags: Tags must be a list of text values"]);
    expect(bad({ name: "x".repeat(201) })).toEqual(["name: Name must be at most 200 characters"]);
    expect(bad({ slug: "Not A Slug" })).toEqual([expect.stringMatching(/^slug: Use lowercase letters/)]);
    expect(bad({ status: "live" })).toEqual(["status: Status is draft, pending or published"]);
    expect(bad({ tags: Array.from({ length: 51 }, (_, i) => `t${i}`) })).toEqual(["tags: Tags: at most 50 values"]);
  });
});

describe("readImportFile", () => {
  it("reads a CSV file, keying columns by field and listing unknown and ignored ones", () => {
    const file = readImportFile("list.csv", "Kind,Name,Website,Rating,Colour\nclinic,Acme,acme.example,5,red\n");
    expect(file.rows).toEqual([{ row: 2, values: { kind: "clinic", name: "Acme", website: "acme.example" } }]);
    expect(file.unknownColumns).toEqual(["Colour"]);
    expect(file.ignoredColumns).toEqual(["Rating"]);
  });

  it("reads a JSON array or {listings: [...]}, numbering rows from 1", () => {
    const array = readImportFile("list.json", JSON.stringify([{ kind: "lab", name: "A" }, "not an object"]));
    expect(array.rows).toEqual([
      { row: 1, values: { kind: "lab", name: "A" } },
      { row: 2, values: {} },
    ]);
    expect(readImportFile("x.txt", JSON.stringify({ listings: [{ kind: "lab", name: "B" }] })).rows).toHaveLength(1);
  });

  it("refuses broken JSON, other JSON shapes, empty files and too many rows", () => {
    expect(fileProblem("a.json", "[{")).toEqual("The file is not valid JSON.");
    expect(fileProblem("a.json", '{"a": 1}')).toContain("array of listings");
    expect(fileProblem("a.csv", "kind,name\n")).toEqual("The file has no rows.");
    const many = `kind,name\n${"clinic,x\n".repeat(IMPORT_MAX_ROWS + 1)}`;
    expect(fileProblem("a.csv", many)).toEqual("At most 5,000 rows per file.");
  });
});

describe("the import routes' body", () => {
  it("refuses a batch by key: not a list, empty, or over the route's size", () => {
    const codes = (body: unknown) => {
      const result = z.safeParse(importBatchSchema(2), body);
      return result.success ? [] : result.error.issues.map((issue) => readErrorKey(issue.message));
    };
    const row = { row: 1, values: {} };
    expect(codes({ rows: "x" })).toEqual([{ code: IMPORT_ERRORS.batchNotList, params: {} }]);
    expect(codes({ rows: [] })).toEqual([{ code: IMPORT_ERRORS.batchEmpty, params: {} }]);
    expect(codes({ rows: [row, row, row] })).toEqual([{ code: IMPORT_ERRORS.batchTooLarge, params: { max: 2 } }]);
    expect(english({ code: IMPORT_ERRORS.batchTooLarge, params: { max: 2 } })).toBe("At most 2 rows per request.");
    expect(codes({ rows: [row, row] })).toEqual([]);
  });
});

describe("batches and duplicates", () => {
  it("batches by row count and by size", () => {
    const rows = Array.from({ length: 120 }, (_, i) => ({ row: i + 1, values: { name: "x".repeat(100) } }));
    expect(batchRows(rows, 50).map((batch) => batch.length)).toEqual([50, 50, 20]);
    expect(batchRows(rows, 50, 1_000).every((batch) => JSON.stringify(batch).length <= 1_100)).toBe(true);
    expect(batchRows(rows, 50, 1_000).flat()).toEqual(rows);
  });

  it("marks later rows that would write the same listing as the first", () => {
    const plan = (
      row: number,
      website: string | null,
      slug: string,
      kind: "clinic" | "lab" = "clinic",
    ): ImportRowPlan => ({ row, action: "create", errors: [], kind, website, slug });
    const marked = markDuplicateRows([
      plan(2, "https://a.example", "a"),
      plan(3, "https://a.example", "a-2"),
      plan(4, null, "a"),
      plan(5, "https://a.example", "a", "lab"),
    ]);
    expect(marked.map((p) => p.action)).toEqual(["create", "error", "error", "create"]);
    expect(marked[1]!.errors).toEqual([{ field: null, code: LISTING_ERRORS.sameRow, params: { row: 2 } }]);
    expect(englishRowErrors(marked[1]!.errors)).toEqual(["Same listing as row 2 (same website or slug)"]);
  });
});
