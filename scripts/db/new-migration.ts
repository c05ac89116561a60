// Writes prisma/migrations/<timestamp>_<name>.sql from the difference between the last
// migrated schema snapshot and prisma/schema.prisma, then updates the snapshot.
import { execFileSync } from "node:child_process";
import { copyFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { MIGRATIONS_DIR } from "../../server/db/migrate";

const name = (process.argv[2] ?? "")
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, "_")
  .replace(/^_|_$/g, "");
if (!name) {
  console.error("Usage: npm run db:new-migration -- <name>");
  process.exit(1);
}
const snapshot = path.join(MIGRATIONS_DIR, ".schema-snapshot.prisma");
const sql = execFileSync(
  "npx",
  [
    "prisma",
    "migrate",
    "diff",
    "--from-schema-datamodel",
    snapshot,
    "--to-schema-datamodel",
    "prisma/schema.prisma",
    "--script",
  ],
  {
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? "postgresql://build@127.0.0.1/build" },
  },
);
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const file = path.join(MIGRATIONS_DIR, `${stamp}_${name}.sql`);
writeFileSync(file, `-- Up Migration\n${sql}`);
copyFileSync("prisma/schema.prisma", snapshot);
console.log(
  `Wrote ${path.relative(process.cwd(), file)}; review it and add any hand-written SQL (indexes Prisma cannot express).`,
);
