// The owner, claim, report and admin owner/report routes with live sessions (the shared hostile suite mostly reaches
// their 401), driven with hostile input: no answer may be a 5xx or show a stack, whatever the body, ids or query.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as changeRequest from "@/app/api/admin/change-requests/[id]/route";
import * as claimDecision from "@/app/api/admin/claims/[id]/route";
import * as ownerEdit from "@/app/api/admin/owner-edits/[id]/revert/route";
import * as adminOwner from "@/app/api/admin/owners/[id]/route";
import * as adminOwners from "@/app/api/admin/owners/route";
import * as adminReport from "@/app/api/admin/reports/[id]/route";
import * as replyModeration from "@/app/api/admin/review-replies/[id]/route";
import * as claims from "@/app/api/claims/route";
import * as claimVerify from "@/app/api/claims/[id]/verify/route";
import * as reports from "@/app/api/listings/[id]/reports/route";
import * as reminderLink from "@/app/api/owner/confirm/route";
import * as confirmRoute from "@/app/api/owner/listings/[id]/confirm/route";
import * as exportRoute from "@/app/api/owner/listings/[id]/figures/export/route";
import * as figures from "@/app/api/owner/listings/[id]/figures/route";
import * as ownerListing from "@/app/api/owner/listings/[id]/route";
import * as reply from "@/app/api/owner/reviews/[id]/reply/route";
import { IMPORT_FIELDS } from "@/lib/import/schema";
import { db } from "@/server/db/client";
import { call, type Member } from "../alerts/members";
import { adminRequest, routeContext, signInAsAdmin } from "../admin/admin-session";
import { hostileJson, hostileQuery, hostileString } from "../support/hostile-input";
import { deleteListings } from "../support/listing-fixtures";
import { clinic, makeOwner, member } from "./owner-fixtures";

const RUNS = Number(process.env.HOSTILE_RUNS ?? 40);
let owner: Member;
let place: Awaited<ReturnType<typeof clinic>>;
let reviewId = "";
let adminToken = "";

type Handler = (req: ReturnType<typeof adminRequest>, ctx: ReturnType<typeof routeContext>) => Promise<Response>;

const field = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(...IMPORT_FIELDS, "name", "slug", "expectedUpdatedAt", "status", "rating", "__proto__"),
  },
  { weight: 1, arbitrary: hostileString },
);
const value = fc.oneof(
  hostileString,
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom("https://acme.example", "true", "12,5", "", null),
);
const body = fc.oneof(
  { weight: 3, arbitrary: fc.dictionary(field, value, { maxKeys: 6 }) },
  { weight: 1, arbitrary: hostileJson },
);
const id = () => fc.oneof(fc.constant(place.id), fc.constant(reviewId), hostileString);
const json = (input: unknown) => JSON.stringify(input) ?? "null";

async function expectNoServerError(response: Response, label: string) {
  const text = await response.text();
  expect(response.status, `${label} → ${response.status} ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(text, `${label}: a stack trace leaked`).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
}

/** The limits would answer most runs 429 before the handler runs: each run starts with none counted. */
const freshLimits = () => db.rateLimitBucket.deleteMany({ where: { key: { contains: owner.userId } } });

beforeAll(async () => {
  adminToken = await signInAsAdmin();
  owner = await member("hostile-owner");
  place = await clinic("Hostile Owned Clinic");
  await makeOwner(place.id, owner.userId);
  const reviewer = await member("hostile-reviewer");
  reviewId = (
    await db.review.create({ data: { userId: reviewer.userId, listingId: place.id, rating: 3, body: "Fine." } })
  ).id;
});
afterAll(async () => {
  await db.auditLog.deleteMany({ where: { entityId: place.id } });
  await deleteListings([place]);
});

describe("owner and claim routes with a session, under hostile input", () => {
  it("the owner's listing, figures, export, replies and confirmations", async () => {
    await fc.assert(
      fc.asyncProperty(body, id(), hostileQuery, async (input, target, query) => {
        await freshLimits();
        const search = new URLSearchParams(
          Object.entries(query).map(([k, v]) => [k.toWellFormed(), v.toWellFormed()]),
        ).toString();
        const init = (method: string) => ({ method, rawBody: json(input), cookie: owner.cookie });
        const label = `${target} ${json(input).slice(0, 120)}`;
        await expectNoServerError(
          await call(ownerListing.PATCH, "/api/owner/listings/x", init("PATCH"), { id: target }),
          `PATCH listing ${label}`,
        );
        await expectNoServerError(
          await call(ownerListing.GET, "/api/owner/listings/x", { cookie: owner.cookie }, { id: target }),
          `GET listing ${label}`,
        );
        await expectNoServerError(
          await call(figures.GET, `/api/owner/listings/x/figures?${search}`, { cookie: owner.cookie }, { id: target }),
          `figures ${search}`,
        );
        await expectNoServerError(
          await call(
            exportRoute.GET,
            `/api/owner/listings/x/figures/export?${search}`,
            { cookie: owner.cookie },
            { id: target },
          ),
          `export ${search}`,
        );
        await expectNoServerError(
          await call(reply.PUT, "/api/owner/reviews/x/reply", init("PUT"), { id: target }),
          `PUT reply ${label}`,
        );
        await expectNoServerError(
          await call(
            reply.DELETE,
            "/api/owner/reviews/x/reply",
            { method: "DELETE", cookie: owner.cookie },
            { id: target },
          ),
          `DELETE reply ${label}`,
        );
        await expectNoServerError(
          await call(confirmRoute.POST, "/api/owner/listings/x/confirm", init("POST"), { id: target }),
          `confirm ${label}`,
        );
        await expectNoServerError(
          await call(reminderLink.POST, `/api/owner/confirm?${search}`, {
            method: "POST",
            rawBody: json(input),
            contentType: "application/x-www-form-urlencoded",
          }),
          `reminder link ${search}`,
        );
      }),
      { numRuns: RUNS },
    );
  });

  it("claims and reports", async () => {
    const claimBody = fc.oneof(
      body,
      fc.record(
        {
          listingId: id(),
          method: fc.constantFrom("email", "file", "meta", "manual", "x"),
          email: fc.oneof(hostileString, fc.constant("a@b.example")),
          note: hostileString,
        },
        { requiredKeys: [] },
      ),
    );
    const reportBody = fc.oneof(
      body,
      fc.record(
        {
          reason: fc.constantFrom("closed", "wrong_info", "duplicate", "misleading_claims", "other", "x"),
          field: hostileString,
          duplicateOf: hostileString,
          message: hostileString,
          email: hostileString,
          captchaToken: hostileString,
          captchaAnswer: hostileString,
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(claimBody, reportBody, id(), fc.boolean(), async (claim, report, target, signedIn) => {
        await freshLimits();
        const cookie = signedIn ? owner.cookie : undefined;
        await expectNoServerError(
          await call(claims.POST, "/api/claims", { method: "POST", rawBody: json(claim), cookie }),
          `claim ${json(claim).slice(0, 150)}`,
        );
        await expectNoServerError(
          await call(
            claimVerify.POST,
            "/api/claims/x/verify",
            { method: "POST", rawBody: json(claim), cookie },
            { id: target },
          ),
          `verify ${target}`,
        );
        await expectNoServerError(
          await call(
            reports.POST,
            "/api/listings/x/reports",
            { method: "POST", rawBody: json(report), cookie },
            { id: target },
          ),
          `report ${json(report).slice(0, 150)}`,
        );
      }),
      { numRuns: RUNS },
    );
  });

  it("the admin's owner and report tools", async () => {
    const routes: [Handler, string][] = [
      [adminOwners.POST, "POST"],
      [adminOwner.DELETE, "DELETE"],
      [claimDecision.POST, "POST"],
      [changeRequest.POST, "POST"],
      [ownerEdit.POST, "POST"],
      [adminReport.POST, "POST"],
      [replyModeration.PATCH, "PATCH"],
    ];
    const decision = fc.record(
      {
        decision: fc.constantFrom("approve", "reject", "x"),
        note: hostileString,
        action: fc.constantFrom("edited", "unpublished", "merged", "dismissed"),
        mergeInto: hostileString,
        listing: hostileString,
        email: hostileString,
        status: fc.constantFrom("hidden", "published"),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(decision, body), hostileString, async (input, target) => {
        for (const [handler, method] of routes) {
          const response = await handler(
            adminRequest("/api/admin/x", { method, rawBody: json(input), token: adminToken }),
            routeContext({ id: target }),
          );
          await expectNoServerError(response, `${method} ${target} ${json(input).slice(0, 150)}`);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
