// The health-claims admin routes with a live admin session, driven with hostile input (the shared hostile suite only
// ever reaches their 401): no answer may be a 5xx or show a stack, whatever the bodies or path params hold.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as claim from "@/app/api/admin/health-claims/claims/[id]/route";
import * as claims from "@/app/api/admin/health-claims/claims/route";
import * as nutrient from "@/app/api/admin/health-claims/nutrients/[slug]/route";
import * as nutrients from "@/app/api/admin/health-claims/nutrients/route";
import * as register from "@/app/api/admin/health-claims/route";
import { LOCALES } from "@/lib/i18n/locales";
import { db } from "@/server/db/client";
import { adminRequest, routeContext, signInAsAdmin } from "../admin/admin-session";
import { hostileJson, hostileString } from "../support/hostile-input";

const RUNS = Number(process.env.HOSTILE_RUNS ?? 40);
const started = new Date();
let token: string;

// Bodies near the schema's shape get past its first checks, so the writes are exercised too.
const plain = fc.stringMatching(/^[\w .,'&()/-]{0,30}$/);
const amount = fc.oneof(fc.double(), fc.integer(), fc.constant(56.25), plain, fc.constant(null));
const unit = fc.oneof(fc.constantFrom("mg", "µg", "g", "IU", ""), hostileString);
const day = fc.oneof(fc.constantFrom("2026-12-01", "2999-01-01", "2026-02-30", ""), hostileString);
const url = fc.oneof(
  fc.constantFrom("https://example.org/hostile", "http://127.0.0.1/", "javascript:x"),
  hostileString,
);
const slug = fc.oneof(fc.constantFrom("hostile-nutrient", "Hostile!", ""), hostileString);
const names = fc.oneof(
  fc.record(Object.fromEntries(LOCALES.map((locale) => [locale, fc.oneof(plain, hostileString)]))),
  hostileJson,
);
const wording = fc.oneof(
  fc.record({ status: fc.constant("official"), text: fc.oneof(plain, hostileString) }),
  fc.record({ status: fc.constantFrom("pending", "draft") }),
  hostileJson,
);
const nutrientBody = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      slug,
      names,
      nrv: fc.oneof(fc.constant(null), fc.record({ amount, unit })),
      sourceUrl: fc.oneof(url, fc.constant(null)),
      checkedAt: fc.oneof(day, fc.constant(null)),
    }),
  },
  { weight: 1, arbitrary: hostileJson },
);
const claimBody = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      nutrient: fc.oneof(fc.constant("hostile-nutrient"), slug),
      wording: fc.record(Object.fromEntries(LOCALES.map((locale) => [locale, wording]))),
      minAmount: amount,
      minUnit: unit,
      regulation: fc.oneof(plain, hostileString),
      sourceUrl: url,
      checkedAt: day,
    }),
  },
  { weight: 1, arbitrary: hostileJson },
);

async function expectNoServerError(response: Response, label: string) {
  const text = await response.text();
  expect(response.status, `${label} → ${response.status} ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(text, `${label}: a stack trace leaked`).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
}

const json = (input: unknown) => JSON.stringify(input) ?? "null";

beforeAll(async () => {
  token = await signInAsAdmin();
});
afterAll(async () => {
  const written = await db.healthClaim.findMany({ where: { createdAt: { gte: started } }, select: { id: true } });
  const nutrientsWritten = await db.claimNutrient.findMany({
    where: { createdAt: { gte: started } },
    select: { slug: true },
  });
  await db.auditLog.deleteMany({
    where: { entityId: { in: [...written.map((row) => row.id), ...nutrientsWritten.map((row) => row.slug)] } },
  });
  await db.healthClaim.deleteMany({ where: { id: { in: written.map((row) => row.id) } } });
  await db.claimNutrient.deleteMany({ where: { slug: { in: nutrientsWritten.map((row) => row.slug) } } });
});

describe("the health-claims admin routes with a session, under hostile input", () => {
  it("nutrients: save and delete", async () => {
    await fc.assert(
      fc.asyncProperty(nutrientBody, hostileString, async (input, target) => {
        await expectNoServerError(
          await nutrients.POST(
            adminRequest("/api/admin/health-claims/nutrients", { method: "POST", rawBody: json(input), token }),
            routeContext(),
          ),
          `POST nutrient ${json(input).slice(0, 200)}`,
        );
        await expectNoServerError(
          await nutrient.DELETE(
            adminRequest("/api/admin/health-claims/nutrients/x", { method: "DELETE", token }),
            routeContext({ slug: target }),
          ),
          `DELETE nutrient ${target}`,
        );
      }),
      { numRuns: RUNS },
    );
  });

  it("claims: create, edit, delete and the register's list", async () => {
    await fc.assert(
      fc.asyncProperty(claimBody, hostileString, async (input, target) => {
        const body = json(input);
        await expectNoServerError(
          await claims.POST(
            adminRequest("/api/admin/health-claims/claims", { method: "POST", rawBody: body, token }),
            routeContext(),
          ),
          `POST claim ${body.slice(0, 200)}`,
        );
        await expectNoServerError(
          await claim.PUT(
            adminRequest("/api/admin/health-claims/claims/x", { method: "PUT", rawBody: body, token }),
            routeContext({ id: target }),
          ),
          `PUT claim ${target} ${body.slice(0, 200)}`,
        );
        await expectNoServerError(
          await claim.DELETE(
            adminRequest("/api/admin/health-claims/claims/x", { method: "DELETE", token }),
            routeContext({ id: target }),
          ),
          `DELETE claim ${target}`,
        );
      }),
      { numRuns: RUNS },
    );
    await expectNoServerError(
      await register.GET(adminRequest("/api/admin/health-claims", { token }), routeContext()),
      "GET register",
    );
  });
});
