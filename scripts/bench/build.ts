// The production build the bench serves. Other people build in the same tree, and `next build` empties
// `.next` first, which kills a `next start` serving it; so the bench serves a private snapshot instead.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildIsStale, markBuildComplete } from "../lib/build-stamp";
import { onCleanup } from "./cleanup";
import { log } from "./util";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const NEXT = path.join(ROOT, "node_modules/.bin/next");

/** Parts of `.next` that `next start` does not need: build/dev caches and traces. */
const SKIP = new Set(["cache", "dev", "diagnostics", "trace", "lock", "turbopack"]);

/** Written at the end of a successful `next build`; a failed build can leave BUILD_ID without them. */
const REQUIRED = ["BUILD_ID", "prerender-manifest.json", "routes-manifest.json", "server/preview-props.json"];

function buildComplete(nextDir: string): boolean {
  return REQUIRED.every((file) => existsSync(path.join(nextDir, file)));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `next build` with its output on stderr (stdout carries the tables); resolves to the output and exit code. */
function buildOnce(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(NEXT, ["build"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const tee = (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    };
    child.stdout.on("data", tee);
    child.stderr.on("data", tee);
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

/**
 * Builds when there is no complete production build or sources changed since the last one. Another `next build`
 * holding the `.next` lock (someone else building) is waited for, up to 20 minutes, not treated as failure.
 */
export async function ensureBuild(env: NodeJS.ProcessEnv) {
  const deadline = Date.now() + 20 * 60_000;
  const database = env.DATABASE_URL ?? "";
  while (buildIsStale(database) || !buildComplete(path.join(ROOT, ".next"))) {
    log("building (next build)…");
    const { code, output } = await buildOnce(env);
    if (code === 0) {
      markBuildComplete(database);
      return;
    }
    if (!/Another next build process is already running/.test(output) || Date.now() > deadline) {
      throw new Error(
        `next build exited with ${code} (output above); --no-build benchmarks the existing build instead`,
      );
    }
    log("another next build holds .next; retrying in 20 s");
    await sleep(20_000);
  }
  log("production build is up to date");
}

function buildId(projectDir: string): string | undefined {
  const file = path.join(projectDir, ".next/BUILD_ID");
  return existsSync(file) ? readFileSync(file, "utf8") : undefined;
}

/**
 * Copies the current `.next` (without caches) into a temp project folder whose other entries are
 * symlinks to the repository, so `next start <folder>` behaves as in the repository. Retries for a minute
 * while a concurrent build is rewriting `.next`. The folder is removed on exit.
 */
export async function snapshotBuild(projectDir = ROOT): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-app-"));
  onCleanup("build snapshot", () => rmSync(dir, { recursive: true, force: true }));
  for (const entry of readdirSync(projectDir)) {
    if (entry !== ".next" && entry !== ".bench") symlinkSync(path.join(projectDir, entry), path.join(dir, entry));
  }
  for (let attempt = 1; ; attempt++) {
    const before = buildId(projectDir);
    if (before) {
      rmSync(path.join(dir, ".next"), { recursive: true, force: true });
      const nextDir = path.join(projectDir, ".next");
      cpSync(nextDir, path.join(dir, ".next"), {
        recursive: true,
        verbatimSymlinks: true,
        filter: (src) => !SKIP.has(path.relative(nextDir, src).split(path.sep)[0] ?? ""),
      });
      // A build that started or finished meanwhile leaves a mixed copy: the BUILD_ID tells.
      if (buildId(projectDir) === before && buildComplete(path.join(dir, ".next"))) return dir;
    }
    if (attempt === 6)
      throw new Error("no complete production build in .next (the last build failed, or someone keeps rebuilding)");
    log("waiting for a complete .next (a build is in progress elsewhere)…");
    await sleep(10_000);
  }
}
