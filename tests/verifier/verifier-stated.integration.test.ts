// The verifier against local test sites, on both databases: what a listing's own pages state plainly (diagnostics
// of the catalogue, third-party tests in a programme's register, accreditation in a body's register) is proposed
// with the page it is on and the day it was read, accepted or rejected through the proposal flow with an audit row,
// and nothing the pages do not state is proposed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import type { SafeFetchOptions } from "@/server/enrichment";
import { decideProposals, pendingProposals } from "@/server/verifier";
import { checkSite } from "@/server/verifier/check-site";
import { databasePageCache } from "@/server/verifier/page-cache";
import { recordCheck } from "@/server/verifier/record";
import { createListings, deleteListings } from "../support/listing-fixtures";
import { html, startSite, testClock, type TestSite } from "./test-sites";

const clock = testClock(Date.UTC(2026, 11, 3, 9));
let site: TestSite;
let fetchOptions: SafeFetchOptions;
const created: { id: string }[] = [];
const day = () => new Date(clock.now()).toISOString().slice(0, 10);

beforeAll(async () => {
  site = await startSite(clock);
  fetchOptions = {
    policy: { allowedEndpoints: [{ address: "127.0.0.1", port: site.port }] },
    resolver: async () => [{ address: "127.0.0.1", family: 4 }],
    timeoutMs: 2_000,
  };
  site.routes.set("/robots.txt", (_req, res) => {
    res.writeHead(200, { "content-type": "text/plain" });
    res.end("User-agent: *\nAllow: /\n");
  });
});

afterAll(async () => {
  await deleteListings(created);
  await site.close();
});

const options = () => ({ fetch: fetchOptions, clock, cache: databasePageCache(() => new Date(clock.now())) });

async function listing(kind: "clinic" | "lab" | "supplement", name: string, path: string, extra = {}) {
  const [row] = await createListings([
    { kind, name, website: `${site.origin(name.toLowerCase().replace(/\W+/g, ""))}${path}`, ...extra },
  ]);
  created.push(row!);
  return row!;
}

async function check(row: { id: string; name: string; website: string | null }) {
  const result = await checkSite(row.website!, row.name, options());
  expect(result.outcome).toBe("reachable");
  await recordCheck(row.id, result, new Date(clock.now()));
  clock.advance(10_000);
  return db.listingProposal.findMany({ where: { listingId: row.id, status: "pending" }, orderBy: { field: "asc" } });
}

describe("a clinic's diagnostics", () => {
  it("are proposed from the page that names them, in the catalogue's order, and written on accept", async () => {
    site.routes.set(
      "/clinic",
      html(`<!doctype html><html><head><title>Stated Clinic</title></head><body><h1>Stated Clinic</h1>
<p>Longevity check-ups in Amsterdam. <a href="/clinic/leistungen">Our services</a> <a href="/clinic/blog">Blog</a></p>
<p>We offer a knee MRI and bone density scans.</p></body></html>`),
    );
    site.routes.set(
      "/clinic/leistungen",
      html(`<html><body><h2>Diagnostik</h2><ul><li>DEXA-Messung</li><li>Spiroergometrie (VO₂max)</li>
<li>Ganzkörper-MRT</li></ul><script>var x = "epigenetic age";</script></body></html>`),
    );
    const clinic = await listing("clinic", "Stated Clinic", "/clinic", { diagnostics: ["cgm"] });
    const proposals = await check(clinic);
    const origin = new URL(clinic.website!).origin;
    expect(proposals.map((proposal) => [proposal.field, proposal.currentValue, proposal.proposedValue])).toEqual([
      ["diagnostics", ["cgm"], ["whole-body-mri", "dexa", "cpet-vo2max", "cgm"]],
    ]);
    // The page it was read on, and the day.
    expect(proposals[0]!.sourceUrl).toBe(`${origin}/clinic/leistungen`);
    expect(proposals[0]!.seenAt.toISOString().slice(0, 10)).toBe(day());
    // The owner's and the admin's queue show it (the clinic has no owner: the admin's).
    const queue = await pendingProposals({ listingId: clinic.id });
    expect(queue[0]?.proposals.map((proposal) => proposal.field)).toEqual(["diagnostics"]);

    // The admin adds one by hand meanwhile; the accept keeps it and adds the site's, with an audit row.
    await db.listing.update({ where: { id: clinic.id }, data: { diagnostics: ["cgm", "coronary-calcium-score"] } });
    await decideProposals(clinic.id, [proposals[0]!.id], "accept", { actor: "admin" });
    const after = await db.listing.findUniqueOrThrow({ where: { id: clinic.id } });
    expect(after.diagnostics).toEqual(["whole-body-mri", "dexa", "cpet-vo2max", "cgm", "coronary-calcium-score"]);
    expect(after.sourceUrls).toContain(`${origin}/clinic/leistungen`);
    const audit = await db.auditLog.findFirstOrThrow({
      where: { entityId: clinic.id, action: "listing.verifier.accept" },
    });
    expect(audit.actor).toBe("admin");

    // Checked again, the pages state nothing new: nothing is proposed.
    expect(await check(clinic)).toEqual([]);
  });
});

describe("a supplement's third-party tests", () => {
  it("are proposed from a link into a programme's register with the batch it states; a rejection is audited", async () => {
    site.routes.set(
      "/magnesium",
      html(`<!doctype html><html><head><title>Acme Magnesium</title></head><body>
<p>Tested for banned substances: <a href="https://sport.wetestyoutrust.com/supplement-search/acme-magnesium">Informed Sport, batch MG2611</a></p>
<p><a href="https://www.koelnerliste.com/">We support the Cologne List</a></p>
<p><a href="https://www.nsfsport.com/listings/acme">NSF Certified for Sport</a></p></body></html>`),
    );
    const supplement = await listing("supplement", "Acme Magnesium", "/magnesium");
    const proposals = await check(supplement);
    const origin = new URL(supplement.website!).origin;
    // The NSF link states no product and no batch (the page names no product), the Cologne List link is the
    // register's home page: neither is a test on record.
    expect(proposals.map((proposal) => [proposal.field, proposal.proposedValue, proposal.sourceUrl])).toEqual([
      [
        "thirdPartyTests",
        [
          {
            programme: "informed-sport",
            batch: "MG2611",
            registerUrl: "https://sport.wetestyoutrust.com/supplement-search/acme-magnesium",
            checkedAt: day(),
          },
        ],
        `${origin}/magnesium`,
      ],
    ]);
    await decideProposals(supplement.id, "all", "reject", { actor: "admin" });
    const stored = await db.listing.findUniqueOrThrow({ where: { id: supplement.id } });
    expect(stored.thirdPartyTests).toBeNull();
    expect(await db.auditLog.count({ where: { entityId: supplement.id, action: "listing.verifier.reject" } })).toBe(1);

    // Proposed again at the next check; accepted, it is stored valid with its checked day.
    const again = await check(supplement);
    const checkedAt = again[0]!.seenAt.toISOString().slice(0, 10);
    await decideProposals(supplement.id, "all", "accept", { actor: "admin" });
    const accepted = await db.listing.findUniqueOrThrow({ where: { id: supplement.id } });
    expect(accepted.thirdPartyTests).toEqual([
      {
        programme: "informed-sport",
        batch: "MG2611",
        registerUrl: "https://sport.wetestyoutrust.com/supplement-search/acme-magnesium",
        checkedAt,
      },
    ]);
  });
});

describe("a lab's accreditation", () => {
  it("is proposed from a link into the body's register beside the standard and a number in its format", async () => {
    site.routes.set(
      "/lab",
      html(`<!doctype html><html><head><title>Stated Lab</title></head><body><h1>Stated Lab</h1>
<a href="/lab/quality">Quality</a></body></html>`),
    );
    site.routes.set(
      "/lab/quality",
      html(`<html><body><section><p>Our laboratory is accredited by DAkkS to DIN EN ISO 15189:2014 under
certificate D-ML-13102-01-00. <a href="https://www.dakks.de/en/content/accredited-bodies-dakks">See the DAkkS register</a></p></section>
<section><p>Also UKAS accredited (ISO 15189) <a href="https://www.ukas.com/find-an-organisation/">UKAS</a> at 10115 Berlin.</p></section>
</body></html>`),
    );
    const lab = await listing("lab", "Stated Lab", "/lab");
    const proposals = await check(lab);
    const origin = new URL(lab.website!).origin;
    // The UKAS link names no number (a postcode is not one): only the DAkkS record.
    expect(proposals.map((proposal) => [proposal.field, proposal.proposedValue, proposal.sourceUrl])).toEqual([
      [
        "accreditationRecords",
        [
          {
            body: "dakks",
            standard: "iso-15189",
            number: "D-ML-13102-01-00",
            registerUrl: "https://www.dakks.de/en/content/accredited-bodies-dakks",
            checkedAt: day(),
          },
        ],
        `${origin}/lab/quality`,
      ],
    ]);
    await decideProposals(lab.id, "all", "accept", { actor: "admin" });
    const stored = await db.listing.findUniqueOrThrow({ where: { id: lab.id } });
    expect(stored.accreditationRecords).toEqual(proposals[0]!.proposedValue);
  });

  it("proposes nothing from a page that states none of it", async () => {
    site.routes.set(
      "/plain",
      html(`<!doctype html><html><head><title>Plain Lab</title></head><body><h1>Plain Lab</h1>
<p>ISO 15189 accredited. <a href="https://www.dakks.de/">DAkkS</a> <a href="https://www.dakks.de/x">D-ML-1234-01-00</a></p>
<p>MRI and blood tests.</p></body></html>`),
    );
    const lab = await listing("lab", "Plain Lab", "/plain");
    expect(await check(lab)).toEqual([]);
    const clinic = await listing("clinic", "Plain Clinic", "/plain");
    expect(await check(clinic)).toEqual([]);
  });
});
