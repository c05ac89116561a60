// EXPLAIN (ANALYZE, BUFFERS) for each named query shape: median execution and planning time.
import type { ClientBase } from "pg";
import type { QueryShape } from "./query-shapes";
import { median } from "./util";

export type ExplainRow = {
  name: string;
  runs: number;
  executionMs: number | null;
  planningMs: number | null;
  /** Buffers of the run with the median execution time. */
  sharedHit: number;
  sharedRead: number;
  /** Plan of that run, for the JSON output. */
  plan: unknown;
  error?: string;
};

type PlanNode = { "Node Type"?: string; "Shared Hit Blocks"?: number; "Shared Read Blocks"?: number };
type ExplainJson = { Plan: PlanNode; "Execution Time": number; "Planning Time": number };

export async function explainShapes(client: ClientBase, shapes: QueryShape[], runs = 5): Promise<ExplainRow[]> {
  const rows: ExplainRow[] = [];
  for (const shape of shapes) {
    try {
      const results: ExplainJson[] = [];
      for (let i = 0; i < runs; i++) {
        const { rows: out } = await client.query<{ "QUERY PLAN": ExplainJson[] }>(
          `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${shape.sql}`,
          shape.params,
        );
        const plan = out[0]?.["QUERY PLAN"][0];
        if (plan) results.push(plan);
      }
      const executionMs = median(results.map((r) => r["Execution Time"]));
      const typical =
        results.find((r) => r["Execution Time"] === executionMs) ??
        [...results].sort((a, b) => a["Execution Time"] - b["Execution Time"])[Math.floor(results.length / 2)];
      rows.push({
        name: shape.name,
        runs: results.length,
        executionMs,
        planningMs: median(results.map((r) => r["Planning Time"])),
        sharedHit: typical?.Plan["Shared Hit Blocks"] ?? 0,
        sharedRead: typical?.Plan["Shared Read Blocks"] ?? 0,
        plan: typical?.Plan,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      rows.push({
        name: shape.name,
        runs: 0,
        executionMs: null,
        planningMs: null,
        sharedHit: 0,
        sharedRead: 0,
        plan: null,
        error: message,
      });
    }
  }
  return rows;
}
