// `npm run bench -- --soak-minutes N`: one server under mixed traffic for N minutes (all six languages, distinct
// detail and search URLs, sign-ups, favorites, the assistant, hostile input), with the throughput of three cached
// pages measured at the start and every 5 minutes (the mixed traffic paused meanwhile) and the server's RSS every
// 10 s. Every request goes to the server under test on loopback, a few at a time, until the time is up.
import { randomUUID } from "node:crypto";
import type { ClientBase } from "pg";
import { measure } from "./autocannon-runner";
import type { RunningServer } from "./server";
import type { BenchSessions } from "./sessions";
import { DETAIL_ROUTES } from "./targets";
import { formatBytes, log } from "./util";

const LOCALE_PREFIXES = ["", "/de", "/fr", "/es", "/it", "/nl"];
const ASSISTANT_LOCALES = ["en", "de", "fr", "es", "it", "nl"];
const SEARCH_WORDS = ["longevity", "sauna", "biomarker", "sleep", "vitamin", "clinic", "omega", "cold", "fasting"];
const PROBE_EVERY_MS = 5 * 60_000;
const RSS_EVERY_MS = 10_000;
/** Concurrent mixed-traffic requests: enough to keep one server busy, few enough to leave it room to answer. */
const WORKERS = 4;
const REQUEST_TIMEOUT_MS = 15_000;
/** Distinct listings the detail traffic walks through (in six languages each). */
const LISTING_SAMPLE = 5_000;

export type SoakPage = { name: string; path: string };
type SoakProbe = { minute: number; page: string; requestsPerSec: number; latencyP97_5Ms: number };
type SoakReport = {
  minutes: number;
  probes: SoakProbe[];
  rss: { minute: number; bytes: number }[];
  /** Mixed-traffic answers by kind and status class ("detail 2xx"), and requests that failed outright. */
  answers: Record<string, number>;
};

type Listing = { id: string; kind: string; path: string };
type Mix = { listings: Listing[]; sessions: BenchSessions; base: string };

export async function soakListings(client: ClientBase): Promise<Listing[]> {
  const { rows } = await client.query<{ id: string; kind: string; slug: string }>(
    `SELECT id, kind::text AS kind, slug FROM "Listing"
      WHERE status = 'published' AND kind::text = ANY($1::text[]) ORDER BY random() LIMIT $2`,
    [Object.keys(DETAIL_ROUTES), LISTING_SAMPLE],
  );
  return rows.map((row) => ({ id: row.id, kind: row.kind, path: `${DETAIL_ROUTES[row.kind]}${row.slug}` }));
}

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;

/** One mixed-traffic request: its kind, and the request itself. */
function nextRequest({ listings, sessions, base }: Mix): { kind: string; url: string; init: RequestInit } {
  const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
    method: "POST",
    headers: { "content-type": "application/json", origin: base, ...headers },
    body: JSON.stringify(body),
  });
  const roll = Math.random();
  const listing = pick(listings);
  if (roll < 0.45) return { kind: "detail", url: `${base}${pick(LOCALE_PREFIXES)}${listing.path}`, init: {} };
  if (roll < 0.65) {
    const search = `${pick(SEARCH_WORDS)} ${randomUUID().slice(0, 6)}`;
    return {
      kind: "search",
      url: `${base}${pick(LOCALE_PREFIXES)}/directory?search=${encodeURIComponent(search)}`,
      init: {},
    };
  }
  if (roll < 0.72) {
    const token = randomUUID().slice(0, 12);
    const body = { email: `soak-${token}@example.com`, password: `soak pass ${token}`, fullName: `Soak ${token}` };
    return { kind: "sign-up", url: `${base}/api/auth/signup`, init: json(body) };
  }
  if (roll < 0.82) {
    const body = { itemType: listing.kind, itemId: listing.id };
    return { kind: "favorite", url: `${base}/api/favorites`, init: json(body, sessions.member) };
  }
  if (roll < 0.9) {
    const body = { query: `${pick(SEARCH_WORDS)} ${randomUUID().slice(0, 4)}`, locale: pick(ASSISTANT_LOCALES) };
    return { kind: "assistant", url: `${base}/api/health-search`, init: json(body) };
  }
  const hostile = [
    { url: `${base}/clinic/%E0%A4%A${randomUUID().slice(0, 4)}`, init: {} },
    { url: `${base}/directory?search=${"x".repeat(2_000)}&category=${randomUUID()}`, init: {} },
    { url: `${base}/api/newsletter`, init: { ...json({}), body: "{not json" } },
    { url: `${base}${listing.path}`, init: { method: "POST", body: "a=1" } },
    { url: `${base}/api/clinics?limit=-1&offset=${randomUUID()}`, init: {} },
  ];
  return { kind: "hostile", ...pick(hostile) };
}

/** Runs the mixed traffic until `deadline`, holding off while `paused()`; counts the answers. */
async function mixedTraffic(mix: Mix, deadline: number, paused: () => boolean, answers: Record<string, number>) {
  const count = (key: string) => (answers[key] = (answers[key] ?? 0) + 1);
  const worker = async () => {
    while (Date.now() < deadline) {
      if (paused()) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        continue;
      }
      const { kind, url, init } = nextRequest(mix);
      try {
        const response = await fetch(url, {
          ...init,
          redirect: "manual",
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        await response.arrayBuffer();
        count(`${kind} ${Math.floor(response.status / 100)}xx`);
      } catch {
        count(`${kind} failed`);
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
}

export async function soak(
  server: RunningServer,
  {
    minutes,
    pages,
    listings,
    sessions,
    probeSeconds,
  }: {
    minutes: number;
    pages: SoakPage[];
    listings: Listing[];
    sessions: BenchSessions;
    probeSeconds: number;
  },
): Promise<SoakReport> {
  const started = Date.now();
  const deadline = started + minutes * 60_000;
  const minute = () => Math.round((Date.now() - started) / 6_000) / 10;
  const report: SoakReport = { minutes, probes: [], rss: [], answers: {} };
  const sampleRss = () => report.rss.push({ minute: minute(), bytes: server.rssBytes() });
  sampleRss();
  const rssTimer = setInterval(sampleRss, RSS_EVERY_MS);
  let probing = false;
  const probe = async () => {
    probing = true;
    // In-flight mixed requests finish first.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const at = minute();
    for (const page of pages) {
      const row = await measure(page.name, `${server.baseUrl}${page.path}`, "page", {
        connections: 10,
        durationS: probeSeconds,
      });
      report.probes.push({
        minute: at,
        page: page.name,
        requestsPerSec: row.requestsPerSec,
        latencyP97_5Ms: row.latencyP97_5Ms,
      });
      log(
        `soak minute ${at}: ${page.name} ${Math.round(row.requestsPerSec)} req/s, RSS ${formatBytes(server.rssBytes())}`,
      );
    }
    probing = false;
  };
  try {
    // Warmed up first, as the bench's other readings are (JIT-compiled paths, filled caches): the first reading is
    // then the fresh server's speed, not its start-up.
    for (const page of pages)
      await measure(page.name, `${server.baseUrl}${page.path}`, "page", { connections: 10, durationS: 3 });
    await probe();
    const traffic = mixedTraffic({ listings, sessions, base: server.baseUrl }, deadline, () => probing, report.answers);
    while (Date.now() + PROBE_EVERY_MS < deadline) {
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
      if (server.exitReason()) throw new Error(server.exitReason());
      await probe();
    }
    await traffic;
    // The last reading, after the whole soak.
    await probe();
  } finally {
    clearInterval(rssTimer);
  }
  return report;
}

/** Throughput of each page and the RSS at every probe, the last against the first, and the highest RSS. */
export function soakTable(report: SoakReport, maxRssBytes: number): string {
  const pages = [...new Set(report.probes.map((p) => p.page))];
  const minutes = [...new Set(report.probes.map((p) => p.minute))];
  const rssAt = (at: number) =>
    report.rss.reduce((best, s) => (Math.abs(s.minute - at) < Math.abs(best.minute - at) ? s : best), report.rss[0]!);
  const lines = [["minute", ...pages.map((p) => `${p} req/s`), "RSS"].join(" | ")];
  for (const at of minutes) {
    const cells = pages.map((page) => {
      const probe = report.probes.find((p) => p.minute === at && p.page === page);
      return probe ? `${Math.round(probe.requestsPerSec)} (p97.5 ${probe.latencyP97_5Ms} ms)` : "-";
    });
    lines.push([String(at), ...cells, formatBytes(rssAt(at).bytes)].join(" | "));
  }
  for (const page of pages) {
    const own = report.probes.filter((p) => p.page === page);
    const ratio = own.at(-1)!.requestsPerSec / own[0]!.requestsPerSec;
    lines.push(`${page}: last ${ratio.toFixed(2)}× the first (target ≥ 0.90×) ${ratio >= 0.9 ? "ok" : "UNDER"}`);
  }
  const peak = Math.max(...report.rss.map((s) => s.bytes));
  lines.push(
    `RSS: ${report.rss.length} samples every ${RSS_EVERY_MS / 1000} s, highest ${formatBytes(peak)} (limit ${formatBytes(maxRssBytes)}) ${peak <= maxRssBytes ? "ok" : "OVER"}`,
    `mixed traffic: ${Object.entries(report.answers)
      .sort()
      .map(([key, n]) => `${key} ${n}`)
      .join(", ")}`,
  );
  return lines.join("\n");
}
