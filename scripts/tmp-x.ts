import pg from "pg";
import { KNOWLEDGE_TOPICS } from "../server/public/assistant/knowledge-base";
import { directoryMatchesSql } from "../server/public/assistant/directory-sql";
import { parseListingQuery } from "../server/public/listings/schema";
import { browseIdsSql, fullTextIdsSql, toPrefixTsQuery } from "../server/public/listings/search-sql";
const client = new pg.Client({ connectionString: process.argv[2] });
await client.connect();
const t = async (label: string, s: { text: string; values: unknown[] }) => {
  const { rows } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${s.text}`, s.values);
  const p = rows[0]["QUERY PLAN"][0];
  console.log(label.padEnd(50), (p["Execution Time"] + p["Planning Time"]).toFixed(1), "ms");
};
const q = (c: any, params: string) => parseListingQuery(c, new URLSearchParams(params), { defaultRegion: true });
for (const w of ["oulu", "zug", "tampere longevity", "xylophone"]) await t(`fts all ${w}`, fullTextIdsSql(q("all", `search=${w}`), toPrefixTsQuery(w)!));
await t("fts clinics faro", fullTextIdsSql(q("clinics", "search=faro"), toPrefixTsQuery("faro")!));
await t("fts labs groningen", fullTextIdsSql(q("labs", "search=groningen"), toPrefixTsQuery("groningen")!));
for (const [c, f] of [["clinics", "specialties=longevity"], ["labs", "country=Germany"], ["supplements", "verified=true"]] as const)
  for (const page of [0, 25, 49]) await t(`${c} ${f} page ${page}`, browseIdsSql(q(c, `${f}&offset=${page * 20}`), null));
for (const topic of KNOWLEDGE_TOPICS.slice(0, 33)) { const s = directoryMatchesSql(topic.facets, 3); if (s) await t(`assistant ${topic.id}`, s); }
await client.end();
