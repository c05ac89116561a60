// `npm run bench -- --saved-searches`: one run of the saved-search alert job (as the hourly cron route runs it) over
// 100,000 saved searches and 1,000 new listings on a temporary PostgreSQL. The saved searches mix what members and
// visitors save (a view alone, near a city, search words, a country, verified only), the three frequencies, six
// languages, and states that are not due (sent within their window, paused, unconfirmed, looked at this hour). Each
// criteria is one the directory's schema accepts, saved as the app saves it; the new listings sit exactly at city
// centres far apart and carry one search word each, so the bench knows by itself which saved searches each listing
// matches. Prints the job's run time and checks exactly one email per due saved search with matches, none for the
// rest, and each email's listings (at most 50). Figures only; it never asserts targets.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Prisma } from "../../server/db/generated/client";
import { migrate } from "../../server/db/migrate";
import { allowServerOnlyImports } from "../eval/server-only-hook";
import { startTempPostgres } from "./temp-postgres";
import { formatDuration, log } from "./util";

const LOCALES = ["en", "de", "fr", "es", "it", "nl"] as const;
/** Far enough apart (over 200 km) that a radius of up to 100 km around one never reaches another. */
const CITIES = [
  "Berlin",
  "Munich",
  "Hamburg",
  "Paris",
  "Lyon",
  "Madrid",
  "Barcelona",
  "Rome",
  "Milan",
  "Amsterdam",
  "Vienna",
  "London",
  "Stockholm",
  "Copenhagen",
  "Lisbon",
  "Warsaw",
  "Prague",
  "Zurich",
];
const VIEWS = ["clinics", "labs", "wearables", "supplements", "all"] as const;
const RADII = [25, 50, 100];
/** Search words: all the same length, so none is a prefix of another, and each names some older listing too. */
const WORDS = Array.from({ length: 400 }, (_, i) => `zq${String(i).padStart(4, "0")}x`);
const MAX_LISTINGS_PER_EMAIL = 50;
const HOUR_MS = 3_600_000;

/** A small deterministic generator, so two runs seed the same mix. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type City = { name: string; lat: number; lng: number; country: string };
type BenchListing = { kind: string; city: City; word: string; verified: boolean; publishedAt: Date };
type Criteria = { view: (typeof VIEWS)[number]; params: Record<string, string>; matches: (l: BenchListing) => boolean };
type Frequency = "instant" | "daily" | "weekly";
type State = "due" | "due-since-midway" | "sent-in-window" | "paused" | "checked-this-hour" | "unconfirmed";

export async function savedSearchBench(opts: { searches: number; listings: number }) {
  const database = await startTempPostgres();
  const outbox = mkdtempSync(path.join(os.tmpdir(), "bench-outbox-"));
  process.env.DATABASE_URL = database.url;
  process.env.OUTBOX_DIR = outbox;
  process.env.SITE_URL ??= "https://longevity.example";
  process.env.LOG_LEVEL ??= "warn";
  await migrate(database.url, { quiet: true });
  allowServerOnlyImports();
  const { db } = await import("../../server/db/client");
  const { resolveNearPlace } = await import("../../server/geo");
  const { canonicalCriteria } = await import("../../server/saved-searches/criteria");
  const { sendSavedSearchAlerts } = await import("../../server/jobs/send-saved-search-alerts");
  const { ALL_VIEW_KINDS, DIRECTORY_CATEGORIES, PLACE_KINDS } = await import("../../lib/directory/kinds");
  const rand = random(38);
  const pick = <T>(values: readonly T[]) => values[Math.floor(rand() * values.length)]!;

  // The job's clock: half past the hour, as the cron runs it; the new listings came in the hour before.
  const now = new Date("2031-05-20T12:30:00.000Z");
  const hourStart = new Date("2031-05-20T12:00:00.000Z");
  const dayStart = new Date("2031-05-20T00:00:00.000Z");
  const newFrom = now.getTime() - HOUR_MS;
  const midway = new Date(newFrom + 20 * 60_000);

  const cities: City[] = [];
  for (const name of CITIES) {
    const found = await resolveNearPlace(name);
    if (!found.ok) throw new Error(`the gazetteer does not resolve ${name}`);
    cities.push({ name, lat: found.city.lat, lng: found.city.lng, country: found.city.country });
  }

  const kinds = ALL_VIEW_KINDS;
  log(`seeding ${opts.listings} new listings and ${WORDS.length * kinds.length} older ones`);
  const listingRow = (listing: BenchListing, index: number, prefix: string) => ({
    kind: listing.kind as (typeof kinds)[number],
    status: "published" as const,
    publishedAt: listing.publishedAt,
    slug: `${prefix}-${index}`,
    name: `Bench ${listing.kind} ${listing.word} ${index}`,
    city: listing.city.name,
    country: listing.city.country,
    lat: listing.city.lat,
    lng: listing.city.lng,
    verified: listing.verified,
    rating: Math.round(rand() * 50) / 10,
  });
  const makeListing = (publishedAt: Date, word: string): BenchListing => ({
    kind: pick(kinds),
    city: pick(cities),
    word,
    verified: rand() < 0.3,
    publishedAt,
  });
  // Every search word names an older listing of every kind: a search for it finds full-text matches in any view, so
  // the directory never falls back to similar words (which would match other words' listings).
  const older = WORDS.flatMap((word) =>
    kinds.map((kind) => ({ ...makeListing(new Date(now.getTime() - 30 * 24 * HOUR_MS), word), kind })),
  );
  const fresh = Array.from({ length: opts.listings }, (_, i) =>
    makeListing(new Date(newFrom + Math.floor((i / opts.listings) * (HOUR_MS - 60_000))), pick(WORDS)),
  );
  for (let start = 0; start < older.length; start += 1_000)
    await db.listing.createMany({
      data: older.slice(start, start + 1_000).map((l, i) => listingRow(l, start + i, "bench-older")),
    });
  await db.listing.createMany({ data: fresh.map((l, i) => listingRow(l, i, "bench-new")) });
  await db.$executeRawUnsafe(`VACUUM ANALYZE "Listing"`);

  // The country filter offers the countries the directory lists.
  const countries = [...new Set(cities.map((city) => city.country))].filter((country) => {
    try {
      return Boolean(canonicalCriteria("all", `country=${encodeURIComponent(country)}`));
    } catch {
      return false;
    }
  });
  // The criteria members and visitors save, each with what it matches among the bench's listings.
  const viewKinds = (view: Criteria["view"]) => (view === "all" ? kinds : [DIRECTORY_CATEGORIES[view]]);
  const criteriaKinds: { weight: number; make: () => Criteria }[] = [
    { weight: 10, make: () => viewOnly(pick(VIEWS)) },
    { weight: 35, make: () => nearCity(pick(VIEWS.filter((v) => v !== "supplements")), pick(cities), pick(RADII)) },
    { weight: 35, make: () => searchWord(pick(VIEWS), pick(WORDS)) },
    { weight: 10, make: () => inCountry(pick(VIEWS), pick(countries)) },
    // Only the 'all' view has the verified filter.
    { weight: 10, make: () => verifiedOnly("all", pick(cities)) },
  ];
  function viewOnly(view: Criteria["view"]): Criteria {
    const among = viewKinds(view);
    return { view, params: {}, matches: (l) => among.includes(l.kind as never) };
  }
  function nearCity(view: Criteria["view"], city: City, radius: number): Criteria {
    const among = viewKinds(view).filter((kind) => PLACE_KINDS.includes(kind));
    return {
      view,
      params: { near: city.name, radius: String(radius) },
      matches: (l) => among.includes(l.kind as never) && l.city === city,
    };
  }
  function searchWord(view: Criteria["view"], word: string): Criteria {
    const among = viewKinds(view);
    return { view, params: { search: word }, matches: (l) => among.includes(l.kind as never) && l.word === word };
  }
  function inCountry(view: Criteria["view"], country: string): Criteria {
    const among = viewKinds(view);
    return {
      view,
      params: { country },
      matches: (l) => among.includes(l.kind as never) && l.city.country === country,
    };
  }
  function verifiedOnly(view: Criteria["view"], city: City): Criteria {
    const among = viewKinds(view).filter((kind) => PLACE_KINDS.includes(kind));
    return {
      view,
      params: { verified: "true", near: city.name, radius: "50" },
      matches: (l) => among.includes(l.kind as never) && l.verified && l.city === city,
    };
  }
  const totalWeight = criteriaKinds.reduce((sum, c) => sum + c.weight, 0);
  const makeCriteria = () => {
    let roll = rand() * totalWeight;
    for (const c of criteriaKinds) if ((roll -= c.weight) < 0) return c.make();
    return criteriaKinds[0]!.make();
  };

  const states: [State, number][] = [
    ["due", 70],
    ["due-since-midway", 5],
    ["sent-in-window", 12],
    ["paused", 5],
    ["checked-this-hour", 5],
    ["unconfirmed", 3],
  ];
  const pickState = (): State => {
    let roll = rand() * 100;
    for (const [state, weight] of states) if ((roll -= weight) < 0) return state;
    return "due";
  };
  const frequencies: [Frequency, number][] = [
    ["instant", 30],
    ["daily", 50],
    ["weekly", 20],
  ];
  const pickFrequency = (): Frequency => {
    let roll = rand() * 100;
    for (const [frequency, weight] of frequencies) if ((roll -= weight) < 0) return frequency;
    return "daily";
  };

  log(`seeding ${opts.searches.toLocaleString("en")} saved searches`);
  const perMember = 5;
  const memberSearches = Math.floor(opts.searches * 0.8);
  const members = Math.ceil(memberSearches / perMember);
  const users = Array.from({ length: members }, (_, i) => ({
    id: `bench-user-${i}`,
    email: `member-${i}@bench.example`,
    locale: pick(LOCALES),
    emailVerified: new Date(now.getTime() - 90 * 24 * HOUR_MS),
  }));
  for (let start = 0; start < users.length; start += 5_000)
    await db.user.createMany({ data: users.slice(start, start + 5_000) });

  type Expected = { id: string; due: boolean; matches: number };
  const expected: Expected[] = [];
  const criteriaSeen = new Set<string>();
  let rows: Prisma.SavedSearchCreateManyInput[] = [];
  const flush = async () => {
    if (rows.length) await db.savedSearch.createMany({ data: rows });
    rows = [];
  };
  for (let i = 0; i < opts.searches; i++) {
    const criteria = makeCriteria();
    const { query } = canonicalCriteria(criteria.view, new URLSearchParams(criteria.params).toString());
    criteriaSeen.add(`${criteria.view}?${query}`);
    const member = i < memberSearches ? users[Math.floor(i / perMember)]! : null;
    const frequency = pickFrequency();
    let state = pickState();
    if (state === "unconfirmed" && member) state = "due";
    const lastNotifiedAt =
      state === "sent-in-window"
        ? { instant: hourStart, daily: dayStart, weekly: new Date(now.getTime() - 3 * 24 * HOUR_MS) }[frequency]
        : {
            instant: new Date(now.getTime() - 5 * HOUR_MS),
            daily: new Date(now.getTime() - 30 * HOUR_MS),
            weekly: new Date(now.getTime() - 8 * 24 * HOUR_MS),
          }[frequency];
    const checkedAt =
      state === "checked-this-hour" ? hourStart : state === "due-since-midway" ? midway : new Date(newFrom - HOUR_MS);
    const since = checkedAt;
    const id = `bench-ss-${String(i).padStart(6, "0")}`;
    const due = state === "due" || state === "due-since-midway";
    const matches = due ? fresh.filter((l) => l.publishedAt > since && criteria.matches(l)).length : 0;
    expected.push({ id, due, matches });
    rows.push({
      id,
      userId: member?.id ?? null,
      email: member ? null : `visitor-${i}@bench.example`,
      name: `Bench search ${i}`,
      view: criteria.view,
      query,
      frequency,
      active: state !== "paused",
      locale: member?.locale ?? pick(LOCALES),
      unsubscribeToken: `bench-token-${String(i).padStart(31, "0")}`,
      confirmedAt: state === "unconfirmed" ? null : new Date(now.getTime() - 40 * 24 * HOUR_MS),
      createdAt: new Date(now.getTime() - 40 * 24 * HOUR_MS),
      lastNotifiedAt,
      checkedAt,
    });
    if (rows.length >= 5_000) await flush();
  }
  await flush();
  await db.$executeRawUnsafe(`VACUUM ANALYZE "SavedSearch"`);

  // Each email's "written to the outbox" line would drown the figures.
  const info = console.info;
  console.info = () => {};
  log("running the saved-search alert job");
  const runs: { ms: number; summary: Awaited<ReturnType<typeof sendSavedSearchAlerts>> }[] = [];
  for (let run = 0; run < 10; run++) {
    const started = performance.now();
    const summary = await sendSavedSearchAlerts({ now });
    runs.push({ ms: performance.now() - started, summary });
    if (summary.finished) break;
  }
  console.info = info;

  const emails = await db.$queryRawUnsafe<{ id: string; emails: number }[]>(
    `SELECT split_part("dedupeKey", ':', 2) AS "id", count(*)::int AS "emails" FROM "OutboundEmail"
     WHERE "dedupeKey" LIKE 'saved-search:%' AND "status" = 'sent' GROUP BY 1`,
  );
  const sentAlerts = await db.$queryRawUnsafe<{ id: string; listings: number }[]>(
    `SELECT "savedSearchId" AS "id", count(*)::int AS "listings" FROM "SavedSearchAlert" WHERE "sentAt" IS NOT NULL GROUP BY 1`,
  );
  const emailsOf = new Map(emails.map((row) => [row.id, row.emails]));
  const listingsOf = new Map(sentAlerts.map((row) => [row.id, row.listings]));
  let expectedEmails = 0;
  let missing = 0;
  let extra = 0;
  let twice = 0;
  let wrongListings = 0;
  for (const search of expected) {
    const got = emailsOf.get(search.id) ?? 0;
    const wanted = search.due && search.matches > 0;
    if (wanted) expectedEmails++;
    if (wanted && got === 0) missing++;
    if (!wanted && got > 0) extra++;
    if (got > 1) twice++;
    if ((listingsOf.get(search.id) ?? 0) !== (wanted ? Math.min(search.matches, MAX_LISTINGS_PER_EMAIL) : 0))
      wrongListings++;
  }
  const total = runs.reduce((sum, run) => sum + run.ms, 0);
  const sent = runs.reduce((sum, run) => sum + run.summary.sent, 0);
  const due = expected.filter((search) => search.due).length;
  const pad = (value: string | number, width: number) => String(value).padStart(width);
  const ok = missing === 0 && extra === 0 && twice === 0 && wrongListings === 0;
  console.log(
    [
      "",
      `Saved-search alerts: ${opts.searches.toLocaleString("en")} saved searches (${criteriaSeen.size.toLocaleString("en")} distinct criteria, ${due.toLocaleString("en")} due), ${opts.listings.toLocaleString("en")} new listings among ${(opts.listings + older.length).toLocaleString("en")}`,
      `| run | considered | criteria | emails | duplicate | failed | finished | time     | emails/s |`,
      `|-----|------------|----------|--------|-----------|--------|----------|----------|----------|`,
      ...runs.map(
        ({ ms, summary }, i) =>
          `| ${pad(i + 1, 3)} | ${pad(summary.considered, 10)} | ${pad(summary.criteria, 8)} | ${pad(summary.sent, 6)} | ${pad(summary.duplicate, 9)} | ${pad(summary.failed, 6)} | ${pad(String(summary.finished), 8)} | ${pad(formatDuration(ms), 8)} | ${pad((summary.sent / (ms / 1000)).toFixed(0), 8)} |`,
      ),
      `total: ${formatDuration(total)} for ${sent.toLocaleString("en")} emails`,
      `emails: ${expectedEmails.toLocaleString("en")} due saved searches with matches; missing ${missing}, sent to one not due or without matches ${extra}, sent twice ${twice}, wrong listings ${wrongListings} ${ok ? "ok" : "WRONG"}`,
      `load average: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" / ")} (1 / 5 / 15 min) on ${os.cpus().length} CPUs`,
    ].join("\n"),
  );
  await db.$disconnect();
  rmSync(outbox, { recursive: true, force: true });
  await database.stop();
}
