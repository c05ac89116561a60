// `npm run eval:ai`: the assistant's default (knowledge-base) engine against the fixed question set in
// server/assistant/eval/ (over 300 questions in six languages). Uses DATABASE_URL when set (it should hold
// the demo data); otherwise starts a throwaway embedded database, migrates it and loads the demo data. Prints the
// measures overall and per language, and exits non-zero when a quality target is missed (latency is reported, not
// enforced: it depends on the machine). `--json` prints the report as JSON instead (tests/assistant/eval.test.ts).
import { ASSISTANT_LOCALES, ASSISTANT_PHASES, type AssistantLocale } from "../lib/assistant/types";
import type { ListingKind } from "../lib/directory/kinds";
import { migrate } from "../server/db/migrate";
import { seedDemo } from "./db/seed-demo";
import { allowServerOnlyImports } from "./eval/server-only-hook";
import {
  EVAL_TARGETS,
  hasRightKind,
  isCorrect,
  isEmpty,
  measure,
  missedTargets,
  P95_TARGET_MS,
  percent,
  percentile,
  type EvalMeasure,
  type EvalResult,
  type Measures,
} from "./eval/metrics";

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

export type EvalReport = {
  label: string;
  overall: Measures;
  byLocale: Record<AssistantLocale, Measures>;
  phases: { phase: string; n: number; p50: number; p95: number; max: number }[];
  missed: EvalMeasure[];
  misses: string[];
};

async function evaluate(database: Database): Promise<EvalReport> {
  // Imported only now: the database client reads DATABASE_URL when it loads.
  const [{ EVAL_QUESTIONS }, { answerHealthQuestion }, { createKnowledgeEngine }, { retrieveListings }, messages] =
    await Promise.all([
      import("../server/assistant/eval"),
      import("../server/assistant/engine"),
      import("../server/assistant/knowledge-engine"),
      import("../server/assistant/directory-finder"),
      import("../server/assistant/messages"),
    ]);
  const { db } = await import("../server/db/client");
  const { listingPath } = await import("../lib/directory/kinds");
  try {
    const engine = createKnowledgeEngine(retrieveListings);
    const deps = { engine, fallback: engine };
    // One unmeasured question opens the connection pool and warms the query plan.
    await answerHealthQuestion("LDL cholesterol", "recommendations", deps);
    const published = new Map(
      (
        await db.listing.findMany({ where: { status: "published" }, select: { kind: true, slug: true, name: true } })
      ).map((row) => [`${listingPath(row)}|${row.name}`, row.kind as ListingKind]),
    );
    const localeOf = (disclaimer: string) =>
      ASSISTANT_LOCALES.find((locale) => messages.messagesFor(locale).disclaimer === disclaimer) ?? null;

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
      if (!response) continue;
      const items = Object.values(response.recommendations).flat();
      const kinds = items.flatMap((item) => published.get(`${item.url}|${item.name}`) ?? []);
      results.push({
        question,
        response,
        latencies,
        answerLocale: localeOf(response.disclaimer),
        recommendedKinds: [...new Set(kinds)],
        recommendations: items.length,
        grounded: kinds.length,
      });
    }

    const overall = measure(results);
    const byLocale = Object.fromEntries(
      ASSISTANT_LOCALES.map((locale) => [locale, measure(results.filter((r) => r.question.locale === locale))]),
    ) as Record<AssistantLocale, Measures>;
    const phases = ASSISTANT_PHASES.map((phase) => {
      const values = results.flatMap((r) => r.latencies[phase] ?? []);
      return {
        phase,
        n: values.length,
        p50: percentile(values, 50),
        p95: percentile(values, 95),
        max: Math.max(...values),
      };
    });
    const misses = results.flatMap(({ question, response, ...rest }) => {
      const result = { question, response, ...rest };
      const problems = [
        ...(isCorrect(result) ? [] : [`got ${response.kind} ${response.topics.map((t) => t.id).join(", ")}`]),
        ...(question.asks?.length && !hasRightKind(result) ? [`no ${question.asks.join("/")} recommended`] : []),
        ...(isEmpty(result) ? ["empty"] : []),
        ...(result.answerLocale === question.locale ? [] : [`answered in ${result.answerLocale ?? "?"}`]),
      ];
      const expected = `${question.kinds.join("|")} ${question.topics?.join("|") ?? ""}`.trim();
      return problems.length
        ? [`[${question.locale} ${question.group}] "${question.query}" expected ${expected}: ${problems.join("; ")}`]
        : [];
    });
    return { label: database.label, overall, byLocale, phases, missed: missedTargets(overall), misses };
  } finally {
    await db.$disconnect();
  }
}

const LABELS: Record<EvalMeasure, string> = {
  topicAccuracy: "topic accuracy",
  rightKind: "right kind",
  grounding: "grounding",
  emergencyRecall: "emergency recall",
  falseEmergency: "false emergencies",
  empty: "empty answers",
  rightLanguage: "answer language",
};

function print(report: EvalReport) {
  const { overall, byLocale } = report;
  console.log(`\nAI assistant evaluation — knowledge-base engine, ${overall.questions} questions, ${report.label}\n`);
  const header = [
    "measure".padEnd(18),
    "target".padEnd(8),
    ...ASSISTANT_LOCALES.map((l) => l.padStart(8)),
    "all".padStart(8),
  ];
  console.log(`    ${header.join(" ")}`);
  console.log(
    `    ${"questions".padEnd(18)} ${"".padEnd(8)} ${ASSISTANT_LOCALES.map((l) => String(byLocale[l].questions).padStart(8)).join(" ")} ${String(overall.questions).padStart(8)}`,
  );
  for (const name of Object.keys(EVAL_TARGETS) as EvalMeasure[]) {
    const target: { min?: number; max?: number } = EVAL_TARGETS[name];
    const goal = target.min !== undefined ? `≥ ${percent(target.min)}` : `≤ ${percent(target.max ?? 0)}`;
    const mark = report.missed.includes(name) ? "✗" : "✓";
    const cells = ASSISTANT_LOCALES.map((l) => percent(byLocale[l][name]).padStart(8)).join(" ");
    console.log(
      `  ${mark} ${LABELS[name].padEnd(18)} ${goal.padEnd(8)} ${cells} ${percent(overall[name]).padStart(8)}`,
    );
  }
  const p95Cells = ASSISTANT_LOCALES.map((l) => byLocale[l].p95Ms.toFixed(1).padStart(8)).join(" ");
  console.log(
    `  ${overall.p95Ms <= P95_TARGET_MS ? "✓" : "✗"} ${"p95 ms (any phase)".padEnd(18)} ${`≤ ${P95_TARGET_MS}`.padEnd(8)} ${p95Cells} ${overall.p95Ms.toFixed(1).padStart(8)}`,
  );
  console.log("\n  latency per phase (ms)      n     p50     p95     max   (reported, not enforced)");
  for (const { phase, n, p50, p95, max } of report.phases) {
    console.log(
      `  ${p95 <= P95_TARGET_MS ? "✓" : "✗"} ${phase.padEnd(22)} ${String(n).padStart(4)} ${p50.toFixed(1).padStart(7)} ${p95.toFixed(1).padStart(7)} ${max.toFixed(1).padStart(7)}`,
    );
  }
  if (report.misses.length) {
    console.log("\n  misses:");
    for (const miss of report.misses) console.log(`    ${miss}`);
  }
  console.log("");
}

async function main() {
  const database = await openDatabase();
  process.env.DATABASE_URL = database.url;
  try {
    const report = await evaluate(database);
    if (process.argv.includes("--json")) console.log(JSON.stringify(report));
    else print(report);
    if (report.missed.length) process.exitCode = 1;
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
