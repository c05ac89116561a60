import { execFile } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EVAL_TARGETS, type EvalMeasure } from "@/scripts/eval/metrics";

type Report = { overall: Record<EvalMeasure | "questions", number>; misses: string[] };

const root = path.resolve(import.meta.dirname, "../..");

/** `npm run eval:ai -- --json` on its own throwaway embedded database with the demo data, never a test database. */
function runEvaluation(): Promise<Report> {
  return new Promise((resolve, reject) => {
    execFile(
      path.join(root, "node_modules/.bin/tsx"),
      ["scripts/eval-ai.ts", "--json"],
      { cwd: root, env: { ...process.env, DATABASE_URL: "" }, maxBuffer: 64 * 1024 * 1024 },
      // A missed target exits non-zero; the report on stdout says which, so it is read either way.
      (error, stdout, stderr) => {
        const line = stdout.trim().split("\n").at(-1) ?? "";
        try {
          resolve(JSON.parse(line) as Report);
        } catch {
          reject(error ?? new Error(`no report from the evaluation: ${stderr.slice(-2000)}`));
        }
      },
    );
  });
}

describe("assistant evaluation", () => {
  it("meets every quality target of the issue on the embedded demo data", { timeout: 900_000 }, async () => {
    const report = await runEvaluation();
    expect(report.overall.questions).toBeGreaterThanOrEqual(300);
    for (const name of Object.keys(EVAL_TARGETS) as EvalMeasure[]) {
      const target: { min?: number; max?: number } = EVAL_TARGETS[name];
      const detail = `${name}; misses:\n${report.misses.join("\n")}`;
      if (target.min !== undefined) expect(report.overall[name], detail).toBeGreaterThanOrEqual(target.min);
      if (target.max !== undefined) expect(report.overall[name], detail).toBeLessThanOrEqual(target.max);
    }
  });
});
