import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Server modules read env() once, on first use: they are loaded after SMTP_URL is unset and OUTBOX_DIR set.
let db: typeof import("@/server/db/client").db;
let sendAlertDigests: typeof import("@/server/jobs/send-alert-digests").sendAlertDigests;
const outbox = mkdtempSync(path.join(tmpdir(), "alert-outbox-"));
const token = randomUUID().slice(0, 8);
const address = `outbox-${token}@example.com`;
let listingId = "";

beforeAll(async () => {
  delete process.env.SMTP_URL;
  process.env.OUTBOX_DIR = outbox;
  ({ db } = await import("@/server/db/client"));
  ({ sendAlertDigests } = await import("@/server/jobs/send-alert-digests"));
  const { publishListing } = await import("@/server/listings/publish/publish");
  const { call, signUpMember } = await import("./members");
  const { POST: create } = await import("@/app/api/subscriptions/route");
  const { createListings } = await import("../support/listing-fixtures");

  const member = await signUpMember(address);
  const created = await call(create, "/api/subscriptions", {
    method: "POST",
    body: { location: "Amsterdam", categories: ["labs"] },
    cookie: member.cookie,
  });
  expect(created.status).toBe(201);
  const [lab] = await createListings([
    {
      kind: "lab",
      name: `Canal Lab ${token}`,
      city: "Amsterdam",
      country: "Netherlands",
      status: "draft",
      publishedAt: null,
    },
  ]);
  listingId = lab!.id;
  await publishListing(listingId, "test");
}, 120_000);

afterAll(async () => {
  await db?.listing.deleteMany({ where: { id: listingId } });
  await db?.user.deleteMany({ where: { email: address } });
  rmSync(outbox, { recursive: true, force: true });
});

/** The .eml files in the outbox addressed to `to`, decoded enough to read (folded headers, quoted-printable soft breaks). */
function outboxMessagesTo(to: string): string[] {
  return readdirSync(outbox)
    .filter((name) => name.endsWith(".eml"))
    .map((name) =>
      readFileSync(path.join(outbox, name), "utf8")
        .replace(/\r\n/g, "\n")
        .replace(/=\n/g, "")
        .replace(/\n[ \t]+/g, " "),
    )
    .filter((raw) => new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}$`, "m").test(raw))
    .map((raw) => raw.replace(/=3D/g, "="));
}

describe("alert digests without SMTP_URL", () => {
  it("writes the digest into the outbox folder as an .eml with both links and the List-Unsubscribe headers", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const summary = await sendAlertDigests();
    expect(summary.sent).toBeGreaterThanOrEqual(1);
    const digests = outboxMessagesTo(address).filter((raw) =>
      /^Subject: 1 new listing near Amsterdam, Netherlands/m.test(raw),
    );
    expect(digests).toHaveLength(1);
    const raw = digests[0]!;
    expect(raw).toContain(`Canal Lab ${token}`);
    expect(raw).toMatch(/http:\/\/localhost:3000\/alerts\/pause\?token=[a-z0-9]+\.[A-Za-z0-9_-]{43}/);
    expect(raw).toMatch(/http:\/\/localhost:3000\/alerts\/unsubscribe\?token=[a-z0-9]+\.[A-Za-z0-9_-]{43}/);
    expect(raw).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/api\/alerts\/unsubscribe\?token=[a-z0-9]+\.[A-Za-z0-9_-]{43}>$/m,
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(await db.alertQueueItem.findFirstOrThrow({ where: { listingId } })).toMatchObject({
      sentAt: expect.any(Date),
    });

    await sendAlertDigests();
    expect(outboxMessagesTo(address).filter((r) => /^Subject: 1 new listing/m.test(r))).toHaveLength(1);
  });
});
