// Lighthouse 12 (default mobile config, simulated throttling) against each page template,
// in the system Chromium. Reports the median of N runs for every score and metric.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { onCleanup } from "./cleanup";
import type { Target } from "./targets";
import { log, median } from "./util";

export type LighthouseRow = {
  template: string;
  url: string;
  runs: number;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Runtime errors (e.g. ERRORED_DOCUMENT_REQUEST for a 404) and warnings, de-duplicated. */
  problems: string[];
  /** Weighted accessibility / best-practices / SEO audits that failed in any run, as `category:audit-id`. */
  failedAudits: string[];
};

type RunFigures = Omit<LighthouseRow, "template" | "url" | "runs" | "problems" | "failedAudits">;

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

export type Browser = { port: number; kill(): Promise<void> };

/** Sends `signal` to the process group led by `pid`; false when the group no longer exists. */
function signalGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Waits up to 5 s for a killed process group to disappear, signalling it again meanwhile. */
async function waitForGroupExit(pid: number) {
  for (let i = 1; i <= 50 && signalGroup(pid, 0); i++) {
    if (i % 10 === 0) signalGroup(pid, "SIGKILL");
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Launches Chromium for Lighthouse; it is closed on exit (also on Ctrl-C during the launch) or by kill(). */
export async function launchBrowser(): Promise<Browser> {
  // handleSIGINT: false: our own exit handler closes the browser along with everything else.
  const launching = chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
    logLevel: "silent",
  });
  const kill = async () => {
    const chrome = await launching.catch(() => undefined);
    if (chrome) {
      chrome.kill(); // SIGKILL to Chromium's process group
      await waitForGroupExit(chrome.pid);
    }
    unregister();
  };
  const unregister = onCleanup("chromium", kill);
  const chrome = await launching;
  return { port: chrome.port, kill };
}

async function auditOnce(
  url: string,
  port: number,
): Promise<{ figures: RunFigures; problems: string[]; failedAudits: string[] }> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
  if (!result) throw new Error("Lighthouse returned no result");
  const { categories, audits, runtimeError, runWarnings } = result.lhr;
  const score = (id: string) => {
    const value = categories[id]?.score;
    return typeof value === "number" ? Math.round(value * 100) : null;
  };
  const metric = (id: string) => audits[id]?.numericValue ?? null;
  // What keeps a11y / bp / seo below 100: weighted audits with a score under 1.
  const failedAudits = ["accessibility", "best-practices", "seo"].flatMap((category) =>
    (categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && typeof audits[ref.id]?.score === "number" && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}:${ref.id}`),
  );
  return {
    figures: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: metric("largest-contentful-paint"),
      tbtMs: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
    },
    failedAudits,
    // The runtime error is usually repeated among the warnings; keep it once.
    problems: [
      ...(runtimeError ? [`${runtimeError.code}: ${runtimeError.message}`] : []),
      ...runWarnings.filter((w) => w !== runtimeError?.message),
    ],
  };
}

function medianOf(runs: RunFigures[], key: keyof RunFigures): number | null {
  return median(
    runs.flatMap((r) => {
      const value = r[key];
      return value === null ? [] : [value];
    }),
  );
}

export async function auditTemplate(
  browser: Browser,
  target: Target,
  baseUrl: string,
  runs: number,
): Promise<LighthouseRow> {
  const url = `${baseUrl}${target.path}`;
  const figures: RunFigures[] = [];
  const problems = new Set<string>();
  const failedAudits = new Set<string>();
  for (let i = 1; i <= runs; i++) {
    log(`lighthouse ${target.template} run ${i}/${runs} ${target.path}`);
    try {
      const run = await auditOnce(url, browser.port);
      figures.push(run.figures);
      run.problems.forEach((p) => problems.add(p));
      run.failedAudits.forEach((a) => failedAudits.add(a));
    } catch (error) {
      problems.add(error instanceof Error ? error.message : String(error));
    }
  }
  return {
    template: target.template ?? target.name,
    url,
    runs: figures.length,
    performance: medianOf(figures, "performance"),
    accessibility: medianOf(figures, "accessibility"),
    bestPractices: medianOf(figures, "bestPractices"),
    seo: medianOf(figures, "seo"),
    lcpMs: medianOf(figures, "lcpMs"),
    tbtMs: medianOf(figures, "tbtMs"),
    cls: medianOf(figures, "cls"),
    problems: [...problems],
    failedAudits: [...failedAudits],
  };
}
