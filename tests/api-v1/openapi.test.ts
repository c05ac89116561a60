import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { schemaFields } from "@/lib/api/openapi-fields";
import { LOCALES } from "@/lib/i18n/locales";
import { openApiDocument } from "@/server/api/openapi";

const V1 = path.join(import.meta.dirname, "../../app/api/v1");

/** Every route file under app/api/v1 as its OpenAPI path: `[kind]` becomes `{kind}`. */
function v1RoutePaths(dir = V1): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return v1RoutePaths(full);
    if (!/^route\.tsx?$/.test(entry.name)) return [];
    const relative = path.relative(V1, dir).split(path.sep).join("/");
    return [`/api/v1/${relative}`.replace(/\[([^\]]+)\]/g, "{$1}")];
  });
}

describe("the API's OpenAPI document", () => {
  const document = openApiDocument();

  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(JSON.parse(JSON.stringify(document)) as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe("3.1.0");
  });

  it("describes every route under app/api/v1, and no other", () => {
    const routes = v1RoutePaths().sort();
    expect(routes.length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(document.paths ?? {}).sort()).toEqual(routes);
  });

  it("documents the listings query from the parser's own schema: every view's filters and the category", () => {
    const parameters = (document.paths?.["/api/v1/listings"]?.get?.parameters ?? []) as { name: string; in: string }[];
    const names = parameters.filter((parameter) => parameter.in === "query").map((parameter) => parameter.name);
    for (const name of [
      "category",
      "search",
      "near",
      "radius",
      "limit",
      "cursor",
      "region",
      "accreditation",
      "markers",
      "maxServicePrice",
    ])
      expect(names).toContain(name);
  });

  it("has each operation's texts and each answer's meaning in every catalogue, for the reference page", () => {
    const operations = Object.values(document.paths ?? {}).flatMap((item) => (item?.get ? [item.get] : []));
    for (const locale of LOCALES) {
      const page = (
        JSON.parse(
          readFileSync(path.join(import.meta.dirname, `../../messages/${locale}/developers.json`), "utf8"),
        ) as {
          page: {
            operations: Record<string, { summary?: string; description?: string }>;
            statuses: Record<string, string>;
          };
        }
      ).page;
      for (const operation of operations) {
        const texts = page.operations[operation.operationId ?? ""];
        expect(texts?.summary, `${locale}: ${operation.operationId}`).toBeTruthy();
        expect(texts?.description, `${locale}: ${operation.operationId}`).toBeTruthy();
        for (const status of Object.keys(operation.responses ?? {}))
          expect(page.statuses[status], `${locale}: ${status}`).toBeTruthy();
      }
    }
  });

  it("gives the reference page each answer's fields from its schema, with types and what is required", () => {
    const answer = (
      document.paths?.["/api/v1/listings/{kind}/{slug}"]?.get?.responses?.["200"] as {
        content: Record<string, { schema: Parameters<typeof schemaFields>[1] }>;
      }
    ).content["application/json"]!.schema;
    const fields = schemaFields(document, answer);
    expect(fields).toContainEqual({ name: "slug", type: "string", required: true });
    expect(fields).toContainEqual({
      name: "rating",
      type: expect.stringMatching(/number.*null|null.*number/),
      required: true,
    });
    expect(fields.find((field) => field.name === "kind")?.type).toContain("clinic");
    const list = (
      document.paths?.["/api/v1/listings"]?.get?.responses?.["200"] as {
        content: Record<string, { schema: Parameters<typeof schemaFields>[1] }>;
      }
    ).content["application/json"]!.schema;
    expect(schemaFields(document, list).map((field) => field.name)).toContain("[].name");
    const errors = schemaFields(document, { $ref: "#/components/schemas/Error" });
    expect(errors.map((field) => field.name)).toEqual(expect.arrayContaining(["error", "error.code", "error.message"]));
  });
});
