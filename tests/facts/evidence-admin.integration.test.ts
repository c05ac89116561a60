import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteRoute } from "@/app/api/admin/evidence/[id]/route";
import { GET as listRoute, POST as saveRoute } from "@/app/api/admin/evidence/route";
import { CACHE_TAGS } from "@/lib/cache-tags";
import type { ApiErrorBody } from "@/lib/http/app-error";
import { SUPPLEMENT_ERRORS } from "@/lib/listings/supplement-errors";
import { db } from "@/server/db/client";
import { adminRequest, routeContext, signInAsAdmin } from "../admin/admin-session";
import { fieldCodes } from "../support/coded-errors";
import { revalidatedTags } from "../support/next-cache";

// A test entry: its ingredient, outcome and citation identifiers are this test's own, not a graded study.
const ENTRY = {
  ingredient: `Test ingredient ${Date.now()}`,
  outcome: "Test outcome",
  grade: "C",
  direction: "no-effect",
  summary: { en: "Test", de: "Test", fr: "Test", es: "Test", it: "Test", nl: "Test" },
  citations: [{ doi: "10.1000/test-entry" }, { pmid: "1" }],
  editor: "Test editor",
};
let token: string;

const save = (body: unknown, withToken: string | null = token) =>
  saveRoute(adminRequest("/api/admin/evidence", { method: "POST", body, token: withToken }), routeContext());

beforeAll(async () => {
  token = await signInAsAdmin();
});
afterAll(async () => {
  const rows = await db.evidenceEntry.findMany({ where: { ingredient: ENTRY.ingredient } });
  await db.auditLog.deleteMany({ where: { entityId: { in: rows.map((row) => row.id) } } });
  await db.evidenceEntry.deleteMany({ where: { ingredient: ENTRY.ingredient } });
});

describe("evidence entries in the admin API", () => {
  it("saves an entry dated today, edits it under the same ingredient × outcome, audit-logged", async () => {
    expect((await save(ENTRY, null)).status).toBe(401);
    revalidatedTags.length = 0;
    const first = await save(ENTRY);
    expect(first.status).toBe(200);
    const saved = (await first.json()) as { id: string; editedAt: string };
    expect(saved.editedAt).toBe(new Date().toISOString().slice(0, 10));
    expect(revalidatedTags).toContain(CACHE_TAGS.evidence);
    const edited = (await (await save({ ...ENTRY, grade: "B" })).json()) as { id: string };
    expect(edited.id).toBe(saved.id);
    const audit = await db.auditLog.findMany({ where: { entityId: saved.id }, orderBy: { createdAt: "asc" } });
    expect(audit.map((row) => row.action)).toEqual(["evidence.save", "evidence.save"]);
    expect(audit[1]).toMatchObject({ before: { grade: "C" }, after: { grade: "B", editor: "Test editor" } });
    const list = (await (await listRoute(adminRequest("/api/admin/evidence", { token }), routeContext())).json()) as {
      id: string;
      grade: string;
    }[];
    expect(list.find((entry) => entry.id === saved.id)).toMatchObject({ grade: "B" });
  });

  it("rejects a citation that is neither a DOI nor a PubMed id, and a grade outside A–D, by code", async () => {
    const response = await save({ ...ENTRY, grade: "F", citations: [{ doi: "https://doi.org/10.1000/x" }] });
    expect(response.status).toBe(400);
    const codes = fieldCodes(((await response.json()) as ApiErrorBody).error.fields);
    expect(codes.grade).toEqual([SUPPLEMENT_ERRORS.grade]);
    expect(codes["citations.0.doi"]).toEqual([SUPPLEMENT_ERRORS.citation]);
  });

  it("rejects blank, overlong or missing text by code", async () => {
    const response = await save({
      ...ENTRY,
      outcome: "  ",
      summary: { ...ENTRY.summary, de: "x".repeat(201) },
      editor: 7,
    });
    expect(response.status).toBe(400);
    const codes = fieldCodes(((await response.json()) as ApiErrorBody).error.fields);
    expect(codes).toMatchObject({
      outcome: [SUPPLEMENT_ERRORS.evidenceText],
      "summary.de": [SUPPLEMENT_ERRORS.evidenceText],
      editor: [SUPPLEMENT_ERRORS.evidenceText],
    });
  });

  it("deletes an entry, audit-logged; a missing one is a 404", async () => {
    const row = await db.evidenceEntry.findFirstOrThrow({ where: { ingredient: ENTRY.ingredient } });
    const remove = (id: string) =>
      deleteRoute(adminRequest(`/api/admin/evidence/${id}`, { method: "DELETE", token }), routeContext({ id }));
    expect((await remove(row.id)).status).toBe(204);
    expect(await db.evidenceEntry.findUnique({ where: { id: row.id } })).toBeNull();
    expect(await db.auditLog.findFirst({ where: { entityId: row.id, action: "evidence.delete" } })).not.toBeNull();
    expect((await remove(row.id)).status).toBe(404);
  });
});
