// /how-we-rank states the directory's orders from RANKING_ORDERS and RANKING_PARAMETERS; this reads the ORDER BY of
// every statement the directory runs (as built by the SQL builder) and fails when one orders by a column no
// parameter names, or when an order's parameters, by weight, are not the ones the page lists.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { DirectoryQuery } from "@/lib/directory/directory-schema";
import { RANKING_ORDERS, RANKING_PARAMETERS, type RankingOrder, type RankingParameter } from "@/lib/listings/ranking";
import type { Prisma } from "@/server/db/generated/client";
import {
  browseIdsSql,
  fullTextIdsSql,
  nearIdsSql,
  previewIdsSql,
  type NearFilter,
} from "@/server/listings/read/search-sql";
import { LOCALES } from "@/lib/i18n/locales";

const query = (sort?: string, filters: DirectoryQuery["filters"] = {}): DirectoryQuery => ({
  view: "clinics",
  filters: { ...filters, ...(sort ? { sort: [sort] } : {}) },
  limit: 20,
  offset: 0,
});
const near = (sort: NearFilter["sort"]): NearFilter => ({
  lat: 52.52,
  lng: 13.4,
  radiusKm: 25,
  sort,
  remote: { country: "Germany", areas: ["Germany", "Europe", "Worldwide"] },
});
const cursor = { featured: true, rating: 4, id: "x" };

/** Every statement a directory view orders its results by, and which of the page's orders it is. */
const STATEMENTS: [RankingOrder, Prisma.Sql][] = [
  ["default", browseIdsSql(query(), null)],
  ["default", browseIdsSql(query(undefined, { region: ["Europe"] }), cursor)],
  ["default", fullTextIdsSql(query(), { indexed: "longevity:*", checked: null })],
  ["allPreview", previewIdsSql("Europe", 4)],
  ["rating", browseIdsSql(query("rating"), null)],
  ["rating", fullTextIdsSql(query("rating"), { indexed: "longevity:*", checked: null })],
  ["price", browseIdsSql(query("price"), null)],
  ["verified", browseIdsSql(query("verified"), null)],
  ["nearDistance", nearIdsSql({ ...query("distance"), view: "all" }, near("distance"))],
  ["nearRating", nearIdsSql({ ...query("rating"), view: "all" }, near("rating"))],
];

const KEYWORDS = new Set(["asc", "desc", "nulls", "last", "first", "is", "null", "not", "coalesce", "k", "l"]);

/** The ORDER BY clauses of a statement, outermost last, each as the SQL names it reads. */
function orderByClauses(text: string): string[][] {
  const clauses: string[][] = [];
  for (const match of text.matchAll(/ORDER BY/g)) {
    let depth = 0;
    let end = match.index + "ORDER BY".length;
    for (; end < text.length; end++) {
      const char = text[end];
      if (char === "(") depth++;
      else if (char === ")" && --depth < 0) break;
      else if (depth === 0 && /^\s(LIMIT|OFFSET)\b/.test(text.slice(end, end + 8))) break;
    }
    const clause = text.slice(match.index + "ORDER BY".length, end);
    const names = [...clause.matchAll(/"(\w+)"|\b([A-Za-z_]\w*)\b/g)]
      .map((name) => name[1] ?? name[2]!)
      .filter((name) => !KEYWORDS.has(name.toLowerCase()));
    clauses.push(names);
  }
  return clauses;
}

const parameterOf = (name: string): RankingParameter | undefined =>
  (Object.keys(RANKING_PARAMETERS) as RankingParameter[]).find((parameter) =>
    (RANKING_PARAMETERS[parameter] as readonly string[]).includes(name),
  );

/** The parameters a clause orders by, in order, each once. */
const parametersOf = (names: string[]) =>
  names.map((name) => parameterOf(name) ?? `unlisted: ${name}`).filter((p, i, all) => all.indexOf(p) === i);

describe("the ranking page's parameters against the SQL", () => {
  it.each(STATEMENTS.map(([order, sql], index) => [order, index, sql] as const))(
    "%s (statement %i) orders by listed parameters only, by weight as the page says",
    (order, _, sql) => {
      const clauses = orderByClauses(sql.text);
      expect(clauses.length).toBeGreaterThan(0);
      for (const clause of clauses) {
        const used = parametersOf(clause);
        expect(used.filter((p) => p.startsWith("unlisted"))).toEqual([]);
        // Every inner ordering (a part cut before a merge) reads a subsequence of the order's parameters.
        expect(used.every((p) => (RANKING_ORDERS[order] as readonly string[]).includes(p))).toBe(true);
      }
      // The outermost ORDER BY is the order the visitor sees.
      expect(parametersOf(clauses.at(-1)!).concat()).toEqual(
        order === "allPreview" ? ["kindGroup"] : [...RANKING_ORDERS[order]],
      );
    },
  );

  it("would catch a column the page leaves out", () => {
    expect(parametersOf(orderByClauses(`SELECT 1 ORDER BY "popularity" DESC, "id" DESC LIMIT 3`)[0]!)).toEqual([
      "unlisted: popularity",
      "id",
    ]);
  });

  it("the 'all' preview orders each kind in the default order", () => {
    const [inner] = orderByClauses(previewIdsSql(undefined, 4).text);
    expect(parametersOf(inner!)).toEqual([...RANKING_ORDERS.default]);
  });

  it("names and explains every order and parameter in all six catalogues", () => {
    for (const locale of LOCALES) {
      const file = path.join(import.meta.dirname, `../../messages/${locale}/ranking.json`);
      const page = (JSON.parse(readFileSync(file, "utf8")) as { page: Record<string, Record<string, object>> }).page;
      for (const order of Object.keys(RANKING_ORDERS))
        expect(page.orders![order], `${locale} ${order}`).toMatchObject({
          name: expect.any(String),
          text: expect.any(String),
        });
      for (const parameter of Object.keys(RANKING_PARAMETERS))
        expect(page.parameters![parameter], `${locale} ${parameter}`).toMatchObject({
          name: expect.any(String),
          text: expect.any(String),
        });
    }
  });
});
