// The owner's editor is the admin's less the directory's own fields; reports need the field or duplicate they name.
import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { listingEditSchema } from "@/lib/listings/editor-schema";
import { OWNER_EXCLUDED_FIELDS, ownerListingEditSchema } from "@/lib/owners/listing-schema";
import { reportDetail, reportInputSchema } from "@/lib/reports/report-schema";

describe("the owner's listing schema", () => {
  it("has every field of the admin editor except the directory's own", () => {
    const admin = Object.keys(listingEditSchema.shape);
    const owner = Object.keys(ownerListingEditSchema.shape);
    expect(owner.sort()).toEqual(
      admin.filter((field) => !(OWNER_EXCLUDED_FIELDS as readonly string[]).includes(field)).sort(),
    );
    expect(owner).not.toContain("rating");
    expect(owner).not.toContain("reviewCount");
  });

  it("drops placement, the verified mark and status, and validates the rest like the admin's", () => {
    const parsed = z.parse(ownerListingEditSchema, {
      city: " Lisbon ",
      featured: true,
      sponsored: true,
      verified: true,
      status: "draft",
      rating: 5,
    });
    expect(parsed).toEqual({ city: "Lisbon" });
    expect(z.safeParse(ownerListingEditSchema, { website: "not a site" }).success).toBe(false);
  });
});

describe("the report schema", () => {
  it("asks which information is wrong, and which listing a duplicate repeats", () => {
    const issues = (input: unknown) =>
      z.safeParse(reportInputSchema, input).error?.issues.map((issue) => issue.path.join("."));
    expect(issues({ reason: "wrong_info" })).toEqual(["field"]);
    expect(issues({ reason: "duplicate" })).toEqual(["duplicateOf"]);
    expect(issues({ reason: "nonsense" })).toEqual(["reason"]);
    expect(issues({ reason: "closed", message: "x".repeat(1_001) })).toEqual(["message"]);
    expect(issues({ reason: "other", email: "not-an-address" })).toEqual(["email"]);
    expect(z.parse(reportInputSchema, { reason: "closed", email: "" })).toMatchObject({ reason: "closed" });
  });

  it("makes two reports the same when their reason and detail match", () => {
    expect(reportDetail({ reason: "wrong_info", field: "Phone" })).toBe("Phone");
    expect(reportDetail({ reason: "duplicate", duplicateOf: "  Kept   Clinic " })).toBe(
      reportDetail({ reason: "duplicate", duplicateOf: "kept clinic" }),
    );
    expect(reportDetail({ reason: "closed", field: "Phone" })).toBe("");
  });
});
