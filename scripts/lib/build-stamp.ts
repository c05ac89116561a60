import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const SOURCE_ROOTS = ["app", "components", "lib", "server", "public", "prisma/schema.prisma", "proxy.ts", "env.ts", "next.config.ts", "package.json", "postcss.config.mjs"];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, name) => (name === "generated" ? max : Math.max(max, newestMtime(path.join(entry, name)))), stat.mtimeMs);
}

// Written only after `next build` succeeds: a failed build also leaves a BUILD_ID behind.
const COMPLETE_STAMP = ".next/.build-complete";

/** Public pages are prerendered from the database at build time: a build made on another database is stale too. */
function databaseIdentity(database: string): string {
  return createHash("sha256").update(database).digest("hex").slice(0, 16);
}

/** True when there is no complete production build, a source file changed after it, or it was built on another database. */
export function buildIsStale(database: string): boolean {
  if (!existsSync(COMPLETE_STAMP) || !existsSync(".next/BUILD_ID")) return true;
  if (readFileSync(COMPLETE_STAMP, "utf8").split("\n")[1] !== databaseIdentity(database)) return true;
  const built = statSync(COMPLETE_STAMP).mtimeMs;
  return SOURCE_ROOTS.some((root) => newestMtime(root) > built);
}

export function markBuildComplete(database: string): void {
  writeFileSync(COMPLETE_STAMP, `${new Date().toISOString()}\n${databaseIdentity(database)}\n`);
}
