// What a page states plainly, as the verifier reads it: the catalogue's diagnostics by their names, a programme's
// register entry it links, a body's register it links beside a number in the body's format; and never more.
import { describe, expect, it } from "vitest";
import { bodyOfRegisterUrl } from "@/lib/listings/accreditation";
import { programmeOfRegisterUrl } from "@/lib/listings/supplement-facts";
import { proposalEntries } from "@/lib/verifier/proposal-fields";
import { compareListing, type ComparedListing } from "@/server/verifier/compare";
import { extractSiteFacts } from "@/server/verifier/extract";

const PAGE = "https://clinic.example.org/services";
const stated = (body: string, url = PAGE) => extractSiteFacts(`<html><body>${body}</body></html>`, url).stated[0]!;

const blank: ComparedListing & { country: string | null } = {
  name: "X",
  logoUrl: null,
  imageUrl: null,
  phone: null,
  address: null,
  city: null,
  lat: null,
  lng: null,
  openingHours: null,
  languages: [],
  priceFrom: null,
  currency: null,
  diagnostics: [],
  thirdPartyTests: null,
  accreditationRecords: null,
  gtin: null,
  availability: null,
  priceRange: null,
  sameAs: null,
  country: null,
};

describe("diagnostics named on the page", () => {
  it("finds the catalogue's names and synonyms in any of the six languages, as whole words", () => {
    expect(
      stated(`<ul><li>DEXA</li><li>Whole-body MRI</li></ul><p>Spiroergometrie mit VO₂max-Test</p>
        <p>Koronarkalk-Score</p><p>Continuous Glucose Monitoring (CGM)</p><p>Epigenetisches Alter</p>`).diagnostics,
    ).toEqual(["whole-body-mri", "dexa", "cpet-vo2max", "cgm", "coronary-calcium-score", "epigenetic-age"]);
    expect(stated("<p>Ganzkörper-MRT</p><p>Bilan sanguin complet</p>").diagnostics).toEqual([
      "whole-body-mri",
      "full-blood-panel",
    ]);
    expect(stated("<p>Total body MRI</p>").diagnostics).toEqual(["whole-body-mri"]);
  });

  it("never reads more than the words say", () => {
    // An MRI is not a whole-body MRI, a bone density scan not a DEXA, "biological age" not an epigenetic one; a word
    // inside another word is not the word; script text is not the page's.
    expect(
      stated(`<p>Knee MRI, bone density scan, biological age, indexa, CGMs-free, calcium supplements</p>
        <script>document.write("DEXA")</script><style>.dexa{}</style>`).diagnostics,
    ).toEqual([]);
    // Items of a list never run together into a word.
    expect(stated("<ul><li>DE</li><li>XA</li></ul>").diagnostics).toEqual([]);
  });
});

describe("register links", () => {
  it("knows the programmes' and the bodies' register hosts, subdomains included", () => {
    expect(programmeOfRegisterUrl("https://sport.wetestyoutrust.com/supplement-search/x")).toBe("informed-sport");
    expect(programmeOfRegisterUrl("https://choice.wetestyoutrust.com/x")).toBe("informed-choice");
    expect(programmeOfRegisterUrl("https://www.koelnerliste.com/en/x")).toBe("cologne-list");
    expect(programmeOfRegisterUrl("https://www.nsfsport.com/listings/x")).toBe("nsf-certified-for-sport");
    expect(programmeOfRegisterUrl("https://wetestyoutrust.com.evil.example/x")).toBeNull();
    expect(programmeOfRegisterUrl("https://evilkoelnerliste.com/x")).toBeNull();
    expect(bodyOfRegisterUrl("https://www.dakks.de/as/ast/d/D-ML-13102-01-00.pdf")).toBe("dakks");
    expect(bodyOfRegisterUrl("https://www.ukas.com/find-an-organisation/")).toBe("ukas");
    expect(bodyOfRegisterUrl("https://dakks.de.evil.example/")).toBeNull();
  });

  it("takes a test link with the batch its words state, or the page's one product", () => {
    expect(
      stated(`<p>Every batch is tested: <a href="https://sport.wetestyoutrust.com/supplement-search/acme-mag">Batch A123 on Informed Sport</a></p>
        <a href="https://www.koelnerliste.com/">Cologne List</a>`).tests,
    ).toEqual([
      {
        programme: "informed-sport",
        registerUrl: "https://sport.wetestyoutrust.com/supplement-search/acme-mag",
        batch: "A123",
      },
    ]);
    const product = extractSiteFacts(
      `<html><head><script type="application/ld+json">{"@type":"Product","name":"Acme Magnesium"}</script></head>
       <body><a href="https://www.koelnerliste.com/en/product/acme">Listed on the Cologne List</a></body></html>`,
      PAGE,
    ).stated[0]!;
    expect(product.tests).toEqual([
      {
        programme: "cologne-list",
        registerUrl: "https://www.koelnerliste.com/en/product/acme",
        product: "Acme Magnesium",
      },
    ]);
    // No product and no batch stated: no test (the register's home page is no entry either); http is no register link.
    expect(
      stated(`<a href="https://sport.wetestyoutrust.com/supplement-search/x">Informed Sport</a>
        <a href="http://sport.wetestyoutrust.com/x">Batch A123</a><a href="https://sport.wetestyoutrust.com/">Batch B456</a>`)
        .tests,
    ).toEqual([]);
  });

  it("takes an accreditation only with its standard and a number in the body's format beside the link", () => {
    expect(
      stated(`<footer><p>Medical laboratory accredited to DIN EN ISO 15189 by DAkkS, certificate D-ML-13102-01-00:
        <a href="https://www.dakks.de/en/accredited-bodies">check the register</a></p></footer>`).accreditations,
    ).toEqual([
      {
        body: "dakks",
        standard: "iso-15189",
        number: "D-ML-13102-01-00",
        registerUrl: "https://www.dakks.de/en/accredited-bodies",
      },
    ]);
    expect(
      stated(
        `<p>UKAS accredited medical laboratory No. 8543 (ISO 15189) <a href="https://www.ukas.com/find-an-organisation/browse">UKAS</a></p>`,
      ).accreditations,
    ).toEqual([
      {
        body: "ukas",
        standard: "iso-15189",
        number: "8543",
        registerUrl: "https://www.ukas.com/find-an-organisation/browse",
      },
    ]);
    // A number that is not the body's format, no standard, both standards, a postcode for UKAS: nothing.
    for (const body of [
      `<p>ISO 15189, certificate D-ML-1310-01-00 <a href="https://www.dakks.de/x">DAkkS</a></p>`,
      `<p>Certificate D-ML-13102-01-00 <a href="https://www.dakks.de/x">DAkkS</a></p>`,
      `<p>ISO 15189 and ISO/IEC 17025, D-ML-13102-01-00 <a href="https://www.dakks.de/x">DAkkS</a></p>`,
      `<p>ISO 15189 lab at 12345 Sometown <a href="https://www.ukas.com/x">UKAS</a></p>`,
    ])
      expect(stated(body).accreditations, body).toEqual([]);
  });
});

describe("proposals from what the pages state", () => {
  const facts = (body: string) => {
    const site = extractSiteFacts(`<html><body>${body}</body></html>`, PAGE);
    return { ...site, stated: site.stated.map((item) => ({ ...item, page: PAGE })) };
  };

  it("adds to what the listing holds, for the facts its kind shows, with the page and the day", () => {
    const page = facts(`<p>DEXA, CGM</p>`);
    const findings = compareListing(
      { ...blank, kind: "clinic", diagnostics: ["cgm", "whole-body-mri"] },
      page,
      "2026-12-03",
    );
    expect(findings.filter((finding) => finding.field === "diagnostics")).toEqual([
      {
        field: "diagnostics",
        current: ["cgm", "whole-body-mri"],
        proposed: ["whole-body-mri", "dexa", "cgm"],
        autoAccept: false,
        sourceUrl: PAGE,
      },
    ]);
    // Nothing new: nothing proposed; a lab does not show diagnostics.
    expect(compareListing({ ...blank, kind: "clinic", diagnostics: ["dexa", "cgm"] }, page, "2026-12-03")).toEqual([]);
    expect(compareListing({ ...blank, kind: "lab" }, page, "2026-12-03")).toEqual([]);
  });

  it("proposes a test with the day it was checked, and not one already on record", () => {
    const page = facts(`<a href="https://sport.wetestyoutrust.com/supplement-search/acme">Batch A123</a>`);
    const [finding] = compareListing({ ...blank, kind: "supplement" }, page, "2026-12-03");
    expect(finding).toMatchObject({
      field: "thirdPartyTests",
      current: null,
      proposed: [
        {
          programme: "informed-sport",
          batch: "A123",
          registerUrl: "https://sport.wetestyoutrust.com/supplement-search/acme",
          checkedAt: "2026-12-03",
        },
      ],
      sourceUrl: PAGE,
    });
    const held = [{ ...(finding!.proposed as object[])[0], checkedAt: "2026-01-01" }];
    expect(compareListing({ ...blank, kind: "supplement", thirdPartyTests: held }, page, "2026-12-03")).toEqual([]);
    // A wearable shows no third-party tests.
    expect(compareListing({ ...blank, kind: "wearable" }, page, "2026-12-03")).toEqual([]);
  });

  it("shows each proposed entry as a reader checks it", () => {
    expect(proposalEntries("diagnostics", ["dexa"], (value) => `<${value}>`)).toEqual(["<dexa>"]);
    expect(
      proposalEntries(
        "accreditationRecords",
        [{ body: "dakks", standard: "iso-15189", number: "D-ML-13102-01-00", registerUrl: "https://www.dakks.de/x" }],
        String,
      ),
    ).toEqual(["DAkkS · ISO 15189 · D-ML-13102-01-00 — https://www.dakks.de/x"]);
    expect(
      proposalEntries(
        "thirdPartyTests",
        [{ programme: "bscg", product: "Acme", registerUrl: "https://www.bscg.org/x" }],
        String,
      ),
    ).toEqual(["BSCG: Acme — https://www.bscg.org/x"]);
    expect(proposalEntries("phone", ["x"], String)).toBeNull();
  });
});
