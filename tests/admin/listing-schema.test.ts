import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { errorKey } from "@/lib/http/error-key";
import { LISTING_ERRORS } from "@/lib/listings/editor-errors";
import { listingEditSchema } from "@/lib/listings/editor-schema";
import { english } from "../support/error-text";

const parse = (values: Record<string, unknown>) => z.safeParse(listingEditSchema, values);

describe("listingEditSchema (the editor form and PATCH /api/admin/listings/{id})", () => {
  it("turns form values into stored values: blanks clear, lists split, numbers parse", () => {
    const result = parse({
      name: " Acme ",
      slug: "acme",
      status: "published",
      city: "",
      tags: "a, b,,a",
      priceFrom: "",
      lat: "52.1",
      placement: "sponsored",
      website: "https://acme.example",
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      name: "Acme",
      slug: "acme",
      status: "published",
      city: null,
      tags: ["a", "b"],
      priceFrom: null,
      lat: 52.1,
      placement: "sponsored",
      website: "https://acme.example",
    });
  });

  it("places a listing as an editor's pick, sponsored or neither ('' from the select), and nothing else", () => {
    expect(parse({ placement: "editorial" }).data).toEqual({ placement: "editorial" });
    expect(parse({ placement: "" }).data).toEqual({ placement: null });
    expect(parse({ placement: null }).data).toEqual({ placement: null });
    for (const placement of ["featured", "paid", true, 1])
      expect(parse({ placement }).error?.issues[0]).toMatchObject({
        path: ["placement"],
        message: "listing-editor.messages.placement",
      });
  });

  it("accepts its own output again (the client sends what the resolver produced)", () => {
    const first = parse({ tags: "x, y", priceFrom: "10.5", city: "" });
    expect(parse(first.data as Record<string, unknown>).data).toEqual(first.data);
  });

  it("never takes rating, reviewCount or other unknown fields", () => {
    expect(parse({ name: "A", rating: 5, reviewCount: 100, origin: "curated" }).data).toEqual({ name: "A" });
  });

  it("refuses an empty name or slug, a bad slug, an unknown status and an over-precise price", () => {
    const issues = (values: Record<string, unknown>) =>
      parse(values).error?.issues.map((issue) => `${issue.path.join(".")}: ${english(issue.message)}`);
    expect(parse({ name: "  " }).error?.issues[0]?.message).toBe(LISTING_ERRORS.nameRequired);
    expect(parse({ priceFrom: "1.234" }).error?.issues[0]?.message).toBe(
      errorKey(LISTING_ERRORS.decimals, { label: "facts.labels.priceFrom", decimals: 2 }),
    );
    expect(issues({ name: "  " })).toEqual(["name: Name is required"]);
    expect(issues({ slug: "" })).toEqual(["slug: Slug is required"]);
    expect(issues({ slug: "a--b" })?.[0]).toMatch(/^slug: Use lowercase letters/);
    expect(issues({ status: "archived" })).toEqual(["status: Status is draft, pending or published"]);
    expect(issues({ priceFrom: "1.234" })).toEqual(["priceFrom: Price from has at most 2 decimals"]);
    expect(issues({ email: "nope" })).toEqual(["email: Please enter a valid email address"]);
    expect(issues({ currency: "euro" })).toEqual(["currency: Currency is a 3-letter code such as EUR"]);
  });

  it("accepts slugs with letters of any script and digits", () => {
    expect(parse({ slug: "clinique-zürich-2" }).success).toBe(true);
    expect(parse({ slug: "__missing__" }).success).toBe(false);
  });
});
