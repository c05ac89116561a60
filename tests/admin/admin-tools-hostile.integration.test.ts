// The admin tool routes with a live admin session, driven with hostile input (the shared hostile suite only ever
// reaches their 401): no answer may be a 5xx or show a stack, whatever the rows, fields or query strings hold.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as auditLog from "@/app/api/admin/audit-log/route";
import * as importCommit from "@/app/api/admin/import/commit/route";
import * as importPreview from "@/app/api/admin/import/preview/route";
import * as listing from "@/app/api/admin/listings/[id]/route";
import * as listings from "@/app/api/admin/listings/route";
import * as review from "@/app/api/admin/reviews/[id]/route";
import * as reviews from "@/app/api/admin/reviews/route";
import { IMPORT_FIELDS } from "@/lib/import/schema";
import { db } from "@/server/db/client";
import { hostileJson, hostileString } from "../support/hostile-input";
import { createListings, deleteListings } from "../support/listing-fixtures";
import { adminRequest, routeContext, signInAsAdmin } from "./admin-session";

const RUNS = Number(process.env.HOSTILE_RUNS ?? 40);
const started = new Date();
let token: string;
let fixtures: Awaited<ReturnType<typeof createListings>>;

const field = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(...IMPORT_FIELDS, "rating", "reviewCount", "__proto__", "expectedUpdatedAt"),
  },
  { weight: 1, arbitrary: hostileString },
);
const value = fc.oneof(
  hostileString,
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom("clinic", "lab", "published", "draft", "https://acme.example", "true", "12,5"),
);
const values = fc.dictionary(field, value, { maxKeys: 8 });
// Rows with a real kind and a name get past validation, so the planning and the writes are exercised too.
const plausible = fc
  .tuple(fc.constantFrom("clinic", "lab", "brand"), hostileString, values)
  .map(([kind, name, rest]) => ({ ...rest, kind, name }));
// And rows of plain text (one control character anywhere makes the route refuse the whole body), so many are written.
const plain = fc.stringMatching(/^[\w .,'&()/-]{0,30}$/);
const plainValue = fc.oneof(
  plain,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(plain, { maxLength: 4 }),
  fc.constantFrom("acme.example", "https://www.acme.example/x", "12,50", "yes"),
);
const plainRow = fc
  .tuple(
    fc.constantFrom("clinic", "lab", "Brands", "social"),
    plain,
    fc.dictionary(fc.constantFrom(...IMPORT_FIELDS), plainValue, { maxKeys: 6 }),
  )
  .map(([kind, name, rest]) => ({ ...rest, kind, name: `Hostile ${name}` }));
const rowValues = fc.oneof(values, plausible, plainRow);
const rows = fc.array(
  fc.record({ row: fc.oneof(fc.integer({ min: 1, max: 1000 }), fc.constant(-1), fc.constant(1.5)), values: rowValues }),
  { minLength: 0, maxLength: 6 },
);
const plainRows = fc.array(fc.record({ row: fc.integer({ min: 1, max: 1000 }), values: plainRow }), {
  minLength: 1,
  maxLength: 6,
});
const body = fc.oneof(
  { weight: 2, arbitrary: rows.map((items) => ({ rows: items })) },
  { weight: 2, arbitrary: plainRows.map((items) => ({ rows: items })) },
  { weight: 1, arbitrary: hostileJson },
);
const queryKey = fc.constantFrom(
  "kind",
  "status",
  "search",
  "cursor",
  "entityType",
  "entityId",
  "action",
  "actor",
  "from",
  "to",
  "listingId",
);
const query = fc.dictionary(
  fc.oneof(queryKey, hostileString),
  fc.oneof(hostileString, fc.constantFrom("clinic", "2030-01-01", "hidden", "listing")),
  { maxKeys: 4 },
);

async function expectNoServerError(response: Response, label: string) {
  const text = await response.text();
  expect(response.status, `${label} → ${response.status} ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(text, `${label}: a stack trace leaked`).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
}

const json = (input: unknown) => JSON.stringify(input) ?? "null";

beforeAll(async () => {
  token = await signInAsAdmin();
  fixtures = await createListings([{ kind: "clinic", name: "Hostile Target Clinic" }]);
});
afterAll(async () => {
  const created = await db.listing.findMany({
    where: { origin: "import", createdAt: { gte: started } },
    select: { id: true },
  });
  console.log(`[admin hostile] ${created.length} listings imported`);
  const ids = [...created, ...fixtures].map((row) => row.id);
  await db.auditLog.deleteMany({ where: { entityId: { in: ids } } });
  await deleteListings([...created, ...fixtures]);
});

describe("admin tools with a session, under hostile input", () => {
  it("import preview and commit", async () => {
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (input, commit) => {
        const route = commit ? importCommit.POST : importPreview.POST;
        const path = commit ? "/api/admin/import/commit" : "/api/admin/import/preview";
        await expectNoServerError(
          await route(adminRequest(path, { method: "POST", rawBody: json(input), token }), routeContext()),
          `${path} ${json(input).slice(0, 200)}`,
        );
      }),
      { numRuns: RUNS },
    );
  });

  it("listing edit", async () => {
    const id = fixtures[0]!.id;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(values, hostileJson),
        fc.oneof(fc.constant(id), hostileString),
        async (input, target) => {
          const response = await listing.PATCH(
            adminRequest(`/api/admin/listings/x`, { method: "PATCH", rawBody: json(input), token }),
            routeContext({ id: target }),
          );
          await expectNoServerError(response, `PATCH ${json(input).slice(0, 200)}`);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("review moderation, lists and the audit log", async () => {
    await fc.assert(
      fc.asyncProperty(query, hostileJson, hostileString, async (params, input, id) => {
        const search = new URLSearchParams(
          Object.entries(params).map(([key, text]) => [key.toWellFormed(), text.toWellFormed()]),
        ).toString();
        for (const [route, path] of [
          [listings.GET, "/api/admin/listings"],
          [reviews.GET, "/api/admin/reviews"],
          [auditLog.GET, "/api/admin/audit-log"],
        ] as const) {
          await expectNoServerError(
            await route(adminRequest(`${path}?${search}`, { token }), routeContext()),
            `${path}?${search}`,
          );
        }
        await expectNoServerError(
          await listing.GET(adminRequest("/api/admin/listings/x", { token }), routeContext({ id })),
          `GET listing ${id}`,
        );
        const moderation = await review.PATCH(
          adminRequest("/api/admin/reviews/x", { method: "PATCH", rawBody: json(input), token }),
          routeContext({ id }),
        );
        await expectNoServerError(moderation, `PATCH review ${json(input).slice(0, 200)}`);
      }),
      { numRuns: RUNS },
    );
  });
});
