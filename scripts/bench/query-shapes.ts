// The SQL the app runs, built by the same functions the query layer uses, with representative parameters.
// The bench runs each as EXPLAIN (ANALYZE, BUFFERS) 5 times and prints the median execution time.
import type { Prisma } from "../../server/db/generated/client";
import { parseDirectoryQuery } from "../../lib/directory/directory-api-schema";
import type { DirectoryView } from "../../lib/directory/directory-path";
import { relatedIdsSql, relatedSourceOf } from "../../server/listings/read/related-sql";
import { syntheticListing } from "../db/seed-synthetic";
import type { NearRadius } from "../../lib/directory/near";
import {
  browseIdsSql,
  fullTextExistsSql,
  fullTextIdsSql,
  nearIdsSql,
  previewIdsSql,
  correctedTsQuerySql,
  textSearch,
  toPrefixTsQuery,
  type NearFilter,
} from "../../server/listings/read/search-sql";

export type QueryShape = {
  name: string;
  sql: string;
  params: unknown[];
};

const shape = (name: string, statement: Prisma.Sql): QueryShape => ({
  name,
  sql: statement.text,
  params: statement.values,
});
// The directory's own default region, as its page asks for it.
const query = (view: DirectoryView, params: string) =>
  parseDirectoryQuery(view, new URLSearchParams(`region=Europe&${params}`));
// Near a place the place stands for region and country, so the query layer drops them.
const nearQuery = (view: DirectoryView, params: string) => parseDirectoryQuery(view, new URLSearchParams(params));

// The gazetteer's coordinates of the two cities (what `near=Berlin` and `near=Munich` resolve to).
const BERLIN = { lat: 52.52437, lng: 13.41053 };
const MUNICH = { lat: 48.13743, lng: 11.57549 };
const near = (
  point: { lat: number; lng: number },
  radiusKm: NearRadius,
  options: Partial<NearFilter> = {},
): NearFilter => ({
  ...point,
  radiusKm,
  sort: "distance",
  remote: null,
  ...options,
});

const tsquery = (text: string) => toPrefixTsQuery(text) ?? "";
// Every term looked up in the GIN index: splitting off common terms needs the statistics (data.ts times that).
const allIndexed = (text: string) => textSearch(tsquery(text), []);

/** The first synthetic listing of a kind, as the source of a detail page's related listings. */
function relatedOf(kind: string) {
  for (let index = 0; ; index++) {
    const row = syntheticListing(index);
    if (row.kind === kind) return relatedSourceOf({ ...row, kind: row.kind, lat: null, lng: null });
  }
}

export const QUERY_SHAPES: QueryShape[] = [
  shape("browse clinics (Europe)", browseIdsSql(query("clinics", ""), null)),
  shape(
    "browse clinics specialties+region",
    browseIdsSql(query("clinics", "specialties=longevity&region=Europe"), null),
  ),
  shape("browse labs testTypes+country", browseIdsSql(query("labs", "testTypes=blood&country=Germany"), null)),
  shape("browse supplements brand text", browseIdsSql(query("supplements", "brand=nordic"), null)),
  shape("browse clinics offset 2000", browseIdsSql(query("clinics", "offset=2000"), null)),
  shape(
    "browse clinics keyset page",
    browseIdsSql(query("clinics", ""), { featured: false, rating: 3, id: "synthetic-00050000" }),
  ),
  shape("all view: 6 per kind", previewIdsSql("Europe", 6)),
  shape("all view: verified filter", browseIdsSql(query("all", "verified=featured"), null)),
  shape("full-text 'longevity' (all kinds)", fullTextIdsSql(query("all", "search=longevity"), allIndexed("longevity"))),
  shape(
    "full-text prefix 'longev clin' (clinics)",
    fullTextIdsSql(query("clinics", "search=longev clin"), allIndexed("longev clin")),
  ),
  shape("full-text exists 'sleep'", fullTextExistsSql(query("all", "search=sleep"), tsquery("sleep"))),
  shape("typo correction 'longevty'", correctedTsQuerySql("longevty")!),
  shape(
    "typo fallback 'longevty' (all kinds, corrected)",
    fullTextIdsSql(query("all", "search=longevty"), textSearch("('longevity' | 'longevita')", [])),
  ),
  shape("labs: ISO 15189 up to 150 EUR", browseIdsSql(query("labs", "accreditation=iso-15189&priceMax=150"), null)),
  shape(
    "labs: home collection, results within 3 days",
    browseIdsSql(query("labs", "sampleMethod=home&turnaround=3"), null),
  ),
  shape("labs sorted by price", browseIdsSql(query("labs", "sort=price"), null)),
  shape(
    "clinics: MRI and DEXA, telehealth, by rating",
    browseIdsSql(query("clinics", "diagnostics=whole-body-mri,dexa&telehealth=true&sort=rating"), null),
  ),
  shape(
    "clinics: MRI and DEXA, telehealth, by rating, page 21",
    browseIdsSql(query("clinics", "diagnostics=whole-body-mri,dexa&telehealth=true&sort=rating&offset=400"), null),
  ),
  shape(
    "supplements: third-party tested, recently verified",
    browseIdsSql(query("supplements", "thirdPartyTested=true&sort=verified"), null),
  ),
  shape("related: 6 clinics like a clinic", relatedIdsSql(relatedOf("clinic"))),
  shape("related: 6 labs like a lab", relatedIdsSql(relatedOf("lab"))),
  {
    name: "compare: 4 slugs of a kind",
    sql: `SELECT * FROM "Listing" WHERE "kind" = 'lab' AND "status" = 'published' AND "slug" = ANY($1::text[])`,
    params: [["a-lab-1", "b-lab-2", "c-lab-3", "d-lab-4", "a-lab-1-vs-b-lab-2"]],
  },
  {
    name: "admin: listings to verify, first page",
    sql: `SELECT "id", "name", "lastVerifiedAt" FROM "Listing" WHERE "status" = 'published'
      AND ("lastVerifiedAt" IS NULL OR "lastVerifiedAt" < now() - interval '365 days')
      ORDER BY "lastVerifiedAt" ASC NULLS FIRST, "id" ASC LIMIT 51`,
    params: [],
  },
  shape("near Berlin 25 km (clinics)", nearIdsSql(nearQuery("clinics", ""), near(BERLIN, 25))),
  shape("near Berlin 25 km (all kinds)", nearIdsSql(nearQuery("all", ""), near(BERLIN, 25))),
  shape("near Berlin 25 km, page 10 (clinics)", nearIdsSql(nearQuery("clinics", "offset=200"), near(BERLIN, 25))),
  shape(
    "near Berlin 25 km, top rated (clinics)",
    nearIdsSql(nearQuery("clinics", ""), near(BERLIN, 25, { sort: "rating" })),
  ),
  shape(
    "near Berlin 100 km + specialties (clinics)",
    nearIdsSql(nearQuery("clinics", "specialties=longevity"), near(BERLIN, 100)),
  ),
  shape("near Munich 250 km (practitioners)", nearIdsSql(nearQuery("practitioners", ""), near(MUNICH, 250))),
  shape(
    "near Berlin 25 km + telehealth and shipping (all kinds)",
    nearIdsSql(
      nearQuery("all", ""),
      near(BERLIN, 25, { remote: { country: "Germany", areas: ["Germany", "Europe", "Worldwide"] } }),
    ),
  ),
  {
    name: "detail by slug",
    sql: `SELECT * FROM "Listing" WHERE "kind" = 'clinic' AND "status" = 'published' AND ("slug" = $1 OR "id" = $1) LIMIT 1`,
    params: ["vitalis-longevity-clinic-rotterdam-1"],
  },
  {
    name: "cards by 20 ids",
    sql: `SELECT "id", "name", "slug", "kind", "rating" FROM "Listing" WHERE "id" = ANY($1::text[])`,
    params: [Array.from({ length: 20 }, (_, i) => `synthetic-${String(i * 997).padStart(8, "0")}`)],
  },
];
