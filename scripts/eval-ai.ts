// `npm run eval:ai`: the assistant's default (knowledge-base) engine against the fixed question set in
// server/public/assistant/eval/questions.ts. Uses DATABASE_URL when set (it should hold the demo data); otherwise
// starts a throwaway embedded database, migrates it and loads the demo data. Exits non-zero when grounding or
// emergency recall is below 100 %.
import { migrate } from "../server/db/migrate";
import { seedDemo } from "./db/seed-demo";
import { allowServerOnlyImports } from "./eval/server-only-hook";
import { isCorrect, percent, percentile, share, type EvalResult } from "./eval/metrics";

allowServerOnlyImports();

type Database = { url: string; stop: () => Promise<void>; label: string };

async function openDatabase(): Promise<Database> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {}, label: "DATABASE_URL" };
  const { startTempPglite } = await import("../tests/support/pglite");
  const pglite = await startTempPglite();
  try {
    await migrate(pglite.url, { quiet: true });
    const loaded = await seedDemo(pglite.url);
    process.env.DATABASE_POOL_SIZE ??= "2";
    return { url: pglite.url, stop: pglite.stop, label: `embedded PGlite with ${loaded} demo listings` };
  } catch (error) {
    await pglite.stop();
    throw error;
  }
}

async function main() {
  const database = await openDatabase();
  process.env.DATABASE_URL = database.url;
  // Imported only now: the database client reads DATABASE_URL when it loads.
  const [
    { EVAL_QUESTIONS },
    { answerHealthQuestion },
    { createKnowledgeEngine },
    { retrieveListings },
    { db },
    { listingPath },
  ] = await Promise.all([
    import("../server/public/assistant/eval/questions"),
    import("../server/public/assistant/engine"),
    import("../server/public/assistant/knowledge-engine"),
    import("../server/public/assistant/directory-finder"),
    import("../server/db/client"),
    import("../lib/directory/kinds"),
  ]);
  try {
    const engine = createKnowledgeEngine(retrieveListings);
    const deps = { engine, fallback: engine };
    // One unmeasured question opens the connection pool and warms the query plan.
    await answerHealthQuestion("LDL cholesterol", "recommendations", deps);

    const results: EvalResult[] = [];
    for (const question of EVAL_QUESTIONS) {
      const latencies: EvalResult["latencies"] = {};
      let phase: EvalResult["response"]["phase"] | null = "summary";
      let response: EvalResult["response"] | undefined;
      while (phase) {
        const started = performance.now();
        response = await answerHealthQuestion(question.query, phase, deps);
        latencies[phase] = performance.now() - started;
        phase = response.hasMore ? response.nextPhase : null;
      }
      if (response) results.push({ question, response, latencies });
    }

    const published = new Set(
      (
        await db.listing.findMany({ where: { status: "published" }, select: { kind: true, slug: true, name: true } })
      ).map((row) => `${listingPath(row)}|${row.name}`),
    );
    const recommendations = results.flatMap((r) => Object.values(r.response.recommendations).flat());
    const grounded = recommendations.filter((item) => published.has(`${item.url}|${item.name}`));
    const emergencies = results.filter((r) => r.question.kind === "emergency");
    const others = results.filter((r) => r.question.kind !== "emergency");
    const correct = results.filter(isCorrect);

    const topicAccuracy = share(correct.length, results.length);
    const grounding = share(grounded.length, recommendations.length);
    const recall = share(emergencies.filter((r) => r.response.kind === "emergency").length, emergencies.length);
    const falseEmergency = share(others.filter((r) => r.response.kind === "emergency").length, others.length);

    console.log(`\nAI assistant evaluation — knowledge-base engine, ${results.length} questions, ${database.label}\n`);
    const mark = (ok: boolean) => (ok ? "✓" : "✗");
    console.log(
      `  ${mark(topicAccuracy >= 0.9)} topic accuracy       ${percent(topicAccuracy)}  (${correct.length}/${results.length}; goal ≥ 90 %)`,
    );
    console.log(
      `  ${mark(grounding === 1 || recommendations.length === 0)} grounding rate       ${percent(grounding)}  (${grounded.length}/${recommendations.length} recommendations are published listings; must be 100 %)`,
    );
    console.log(
      `  ${mark(recall === 1)} emergency recall     ${percent(recall)}  (${emergencies.length} emergencies; must be 100 %)`,
    );
    console.log(
      `  ${mark(falseEmergency === 0)} false-emergency rate ${percent(falseEmergency)}  (${others.length} other questions)`,
    );
    console.log("\n  latency per phase (ms)      n     p50     p95     max");
    for (const phase of ["summary", "insights", "recommendations"] as const) {
      const values = results.flatMap((r) => r.latencies[phase] ?? []);
      const p95 = percentile(values, 95);
      console.log(
        `  ${mark(p95 <= 300)} ${phase.padEnd(22)} ${String(values.length).padStart(4)} ${percentile(values, 50).toFixed(1).padStart(7)} ${p95.toFixed(1).padStart(7)} ${Math.max(
          ...values,
        )
          .toFixed(1)
          .padStart(7)}`,
      );
    }
    const misses = results.filter((r) => !isCorrect(r));
    if (misses.length) {
      console.log("\n  misses:");
      for (const { question, response } of misses) {
        console.log(
          `    [${question.group}] "${question.query}" expected ${question.kind} ${question.topics?.join(", ") ?? ""} → ${response.kind} ${response.topics.map((t) => t.id).join(", ")}`,
        );
      }
    }
    const ungrounded = recommendations.filter((item) => !published.has(`${item.url}|${item.name}`));
    for (const item of ungrounded) console.log(`    ungrounded: ${item.name} ${item.url}`);
    console.log("");
    if (grounding < 1 || recall < 1) process.exitCode = 1;
  } finally {
    await db.$disconnect();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
