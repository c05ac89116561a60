import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const SOURCE_ROOTS = ["app", "components", "lib", "server", "public", "prisma/schema.prisma", "proxy.ts", "env.ts", "next.config.ts", "package.json", "postcss.config.mjs"];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, name) => (name === "generated" ? max : Math.max(max, newestMtime(path.join(entry, name)))), stat.mtimeMs);
}

/** True when there is no production build or a source file changed after it. */
export function buildIsStale(): boolean {
  const buildId = ".next/BUILD_ID";
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return SOURCE_ROOTS.some((root) => newestMtime(root) > built);
}
