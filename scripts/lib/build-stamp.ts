import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
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

/** True when there is no complete production build or a source file changed after it. */
export function buildIsStale(): boolean {
  if (!existsSync(COMPLETE_STAMP) || !existsSync(".next/BUILD_ID")) return true;
  const built = statSync(COMPLETE_STAMP).mtimeMs;
  return SOURCE_ROOTS.some((root) => newestMtime(root) > built);
}

export function markBuildComplete(): void {
  writeFileSync(COMPLETE_STAMP, `${new Date().toISOString()}\n`);
}
