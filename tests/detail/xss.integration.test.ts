import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { detailJsonLd } from "@/lib/seo/detail-json-ld";
import { listingMetadata } from "@/lib/seo/detail-metadata";
import { detailCopyIn } from "../support/i18n";
import { serializeJsonLd } from "@/lib/seo/json-ld";
import { db } from "@/server/db/client";
import { getListing } from "@/server/listings/read/queries";
import { getShownReviews } from "@/server/reviews/queries";

// A published clinic whose name and description try to break out of the JSON-LD <script> block. The page
// renders its structured data with detailJsonLd + serializeJsonLd (components/detail/detail-structured-data.tsx).
const PAYLOAD = "</script><script>alert(1)</script>";
const token = randomUUID().slice(0, 8);
const id = `xss-${token}`;
const slug = `xss-clinic-${token}`;

beforeAll(async () => {
  await db.listing.create({
    data: {
      id,
      kind: "clinic",
      slug,
      name: PAYLOAD,
      status: "published",
      shortDescription: `<!-- ${PAYLOAD} <img src=x onerror=alert(2)>`,
      city: "Paris",
      country: "France",
      website: "javascript:alert(3)",
      logoUrl: "data:text/html,<script>alert(4)</script>",
      address: "</SCRIPT ><script>alert(5)</script>",
    },
  });
});

afterAll(async () => {
  await db.listing.deleteMany({ where: { id } });
});

describe("a listing named </script><script>alert(1)</script>", () => {
  it("serializes to JSON-LD that cannot close the script element and parses back to the same name", async () => {
    const listing = await getListing("clinic", slug);
    expect(listing?.name).toBe(PAYLOAD);
    if (!listing) return;
    const reviews = await getShownReviews(listing.id);
    expect(reviews).toEqual([]);

    const blocks = detailJsonLd(listing, reviews, await detailCopyIn("en"));
    for (const block of blocks) {
      const html = serializeJsonLd(block);
      expect(html.toLowerCase()).not.toContain("</script");
      expect(html).not.toContain("<");
      expect(html).not.toContain("<!--");
    }
    const [breadcrumbs, , entity] = blocks.map(
      (block) => JSON.parse(serializeJsonLd(block)) as Record<string, unknown>,
    );
    expect(entity?.name).toBe(PAYLOAD);
    expect(entity?.["@type"]).toBe("MedicalClinic");
    expect(entity?.sameAs).toBeUndefined();
    expect(entity?.image).toBeUndefined();
    expect(entity?.aggregateRating).toBeUndefined();
    const crumbs = breadcrumbs?.itemListElement as { name: string }[];
    expect(crumbs.at(-1)?.name).toBe(PAYLOAD);
  });

  it("keeps the payload as plain text in the metadata (React escapes it when rendering)", async () => {
    const listing = await getListing("clinic", id);
    expect(listing).not.toBeNull();
    if (!listing) return;
    const metadata = listingMetadata(listing, "en", await detailCopyIn("en"));
    expect(metadata.title).toBe(`${PAYLOAD} — Clinic in Paris, France`);
    expect(metadata.alternates?.canonical).toBe(`/clinic/${slug}`);
  });
});
