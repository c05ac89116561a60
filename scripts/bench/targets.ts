// What the bench measures. Add pages and APIs here as they are built; give a page a `template`
// to have Lighthouse audit it (one target per page template is enough).
import type { ClientBase } from "pg";
import { badgePath } from "../../lib/badges/badge-path";
import { comparePath } from "../../lib/compare/compare-path";
import type { ListingKind } from "../../lib/directory/kinds";
import { feedPath, type FeedFormat, type FeedScope } from "../../lib/feeds/feed-path";
import { countryCodeOf } from "../../lib/geo/country-name";

export type Target = {
  name: string;
  path: string;
  kind: "page" | "api";
  /** Page template this URL represents; only targets with one are audited by Lighthouse and weighed. */
  template?: string;
  /**
   * Which target it is read against (floors.ts): cached public pages and the 'all' directory against the empty static
   * page, per-request pages, searched and near views and the list endpoints against the empty dynamic one.
   */
  group?: "cached" | "directory all" | "per-request" | "searched" | "api list" | "route cache";
  /** Also measured on bare `next start` serving the same build, which npm start's server is read against. */
  nextStartTwin?: boolean;
  /**
   * Requested with a signed-in member's, a listing owner's or the admin's session cookie, or with the bench's API key
   * (see sessions.ts).
   */
  session?: "member" | "admin" | "owner" | "apiKey";
  /** The most HTML (bytes, uncompressed) the page may weigh. */
  htmlBudgetBytes?: number;
  /** Only weighed (HTML and JS): no throughput run, no Lighthouse audit. */
  weightOnly?: boolean;
};

/**
 * Detail, comparison and category pages stay within 64 KB of HTML, RSC payload included: the loopback MTU is 64 KB,
 * and a cached page past it serves markedly slower.
 */
export const PAGE_HTML_BUDGET = 64 * 1024;

/** Cached pages measured again in German and French: each locale must reach the share of its English twin. */
const LOCALE_TWINS: { name: string; path: string; htmlBudgetBytes?: number }[] = [
  { name: "home", path: "/" },
  { name: "directory category", path: "/directory?category=clinics", htmlBudgetBytes: PAGE_HTML_BUDGET },
  { name: "oura", path: "/oura" },
  { name: "not found", path: "/no-such-page" },
  { name: "add brand", path: "/addnew" },
];

/** Category views besides the clinics' (measured in full above), weighed only. */
const CATEGORY_VIEWS = [
  "labs",
  "practitioners",
  "wearables",
  "supplements",
  "foods",
  "apps",
  "social",
  "brands",
  "leaderboards",
  "events",
];

/** The same page under a locale's prefix, as its own template so its weight and Lighthouse scores are reported. */
function inLocale(locale: "de" | "fr", target: Omit<Target, "kind">): Target {
  const path = target.path === "/" ? `/${locale}` : `/${locale}${target.path}`;
  return {
    ...target,
    name: `${target.name} (${locale})`,
    path,
    kind: "page",
    template: `${target.name} (${locale})`,
    group: "cached",
  };
}

export const TARGETS: Target[] = [
  { name: "home", path: "/", kind: "page", template: "home", group: "cached", nextStartTwin: true },
  ...(["de", "fr"] as const).flatMap((locale) => LOCALE_TWINS.map((twin) => inLocale(locale, twin))),
  { name: "directory all", path: "/directory", kind: "page", template: "directory", group: "directory all" },
  {
    name: "directory category",
    path: "/directory?category=clinics",
    kind: "page",
    template: "directory category",
    group: "cached",
    htmlBudgetBytes: PAGE_HTML_BUDGET,
    nextStartTwin: true,
  },
  // Every other category's view is weighed against the budget too.
  ...CATEGORY_VIEWS.map((category): Target => ({
    name: `directory ${category}`,
    path: `/directory?category=${category}`,
    kind: "page",
    template: `directory ${category}`,
    htmlBudgetBytes: PAGE_HTML_BUDGET,
    weightOnly: true,
  })),
  { name: "oura", path: "/oura", kind: "page", template: "oura", group: "cached" },
  { name: "not found", path: "/no-such-page", kind: "page", template: "not found", group: "cached" },
  { name: "add brand", path: "/addnew", kind: "page", template: "add brand", group: "cached", nextStartTwin: true },
  // Searches, near and filtered views: one page per canonical query, rendered on its first visit and then cached.
  {
    name: "directory search",
    path: "/directory?search=longevity",
    kind: "page",
    template: "directory search",
    group: "searched",
  },
  { name: "directory near", path: "/directory?category=clinics&near=Berlin", kind: "page", group: "searched" },
  { name: "directory filtered", path: "/directory?category=labs&testTypes=blood&country=Germany", kind: "page" },
  // Pages that take a secret render per request with a CSP nonce.
  {
    name: "newsletter confirm (per request)",
    path: "/newsletter/confirm?token=not-a-real-token-aaaaaaaaaaaaaaaaaaaaaaaaaaaa",
    kind: "page",
    group: "per-request",
  },
  // Member and admin pages: per request, with the session checked in the database on every request.
  { name: "member home", path: "/home", kind: "page", group: "per-request", session: "member" },
  { name: "profile", path: "/profile", kind: "page", group: "per-request", session: "member" },
  { name: "admin review", path: "/admin/review", kind: "page", group: "per-request", session: "admin" },
  { name: "owner analytics", path: "/analytics", kind: "page", group: "per-request", session: "admin" },
  { name: "listing owner dashboard", path: "/owner", kind: "page", group: "per-request", session: "owner" },
  { name: "admin owners", path: "/admin/owners", kind: "page", group: "per-request", session: "admin" },
  { name: "admin reports", path: "/admin/reports", kind: "page", group: "per-request", session: "admin" },
  { name: "api clinics list", path: "/api/clinics?limit=20", kind: "api", group: "api list" },
  // The public API with a key: the key's lookup and the call's count are part of what is measured (sessions.ts).
  { name: "api v1 listings", path: "/api/v1/listings?limit=20", kind: "api", group: "api list", session: "apiKey" },
  { name: "api labs list", path: "/api/labs?limit=20", kind: "api", group: "api list" },
  { name: "api clinics filtered", path: "/api/clinics?specialties=longevity&region=Europe&limit=20", kind: "api" },
  { name: "api clinics search (typo)", path: "/api/clinics?search=longevty", kind: "api" },
  { name: "api health", path: "/api/health", kind: "api" },
];

/** Listing kind → detail page route prefix. Each gets one detail target (and a Lighthouse template). */
export const DETAIL_ROUTES: Record<string, string> = {
  clinic: "/clinic/",
  lab: "/lab/",
  practitioner: "/practitioner/",
  wearable: "/wearable/",
  supplement: "/supplement/",
  food: "/food/",
  leaderboard: "/leaderboard/",
  brand: "/brand/",
};

/**
 * One published listing per kind in DETAIL_ROUTES (curated ones first: they are the richest pages),
 * as detail-page targets. Kinds without a published listing are returned in `missing`.
 */
export async function detailTargets(client: ClientBase): Promise<{ targets: Target[]; missing: string[] }> {
  const kinds = Object.keys(DETAIL_ROUTES);
  const { rows } = await client.query<{ kind: string; slug: string }>(
    `SELECT DISTINCT ON (kind) kind::text AS kind, slug
       FROM "Listing"
      WHERE status = 'published' AND kind::text = ANY($1::text[])
      ORDER BY kind, (origin = 'curated') DESC, "reviewCount" DESC, slug`,
    [kinds],
  );
  const slugs = new Map(rows.map((r) => [r.kind, r.slug]));
  const targets: Target[] = [];
  for (const kind of kinds) {
    const slug = slugs.get(kind);
    if (!slug) continue;
    const detail = {
      name: `${kind} detail`,
      path: `${DETAIL_ROUTES[kind]}${encodeURIComponent(slug)}`,
      htmlBudgetBytes: PAGE_HTML_BUDGET,
    };
    targets.push({ ...detail, kind: "page", template: detail.name, group: "cached", nextStartTwin: kind === "clinic" });
    // Its German twin measured in full (every kind in two languages), its French one weighed against the budget.
    targets.push(inLocale("de", detail), { ...inLocale("fr", detail), weightOnly: true });
  }
  return { targets, missing: kinds.filter((k) => !slugs.has(k)) };
}

/**
 * Comparison pages: two curated wearables (the demo's richest comparison) and four synthetic labs, whose every fact
 * is filled (test panels included), as the heaviest case.
 */
export async function compareTargets(client: ClientBase): Promise<Target[]> {
  const pick = async (kind: string, count: number, origin: string) => {
    const { rows } = await client.query<{ slug: string }>(
      `SELECT slug FROM "Listing" WHERE kind::text = $1 AND status = 'published' AND origin::text = $2
        ORDER BY slug LIMIT $3`,
      [kind, origin, count],
    );
    return rows.length === count
      ? comparePath(
          kind as ListingKind,
          rows.map((row) => row.slug),
        )
      : null;
  };
  const targets: Target[] = [];
  for (const [name, path] of [
    ["compare 2 wearables", await pick("wearable", 2, "curated")],
    ["compare 4 labs", await pick("lab", 4, "synthetic")],
  ] as const) {
    if (path)
      targets.push({ name, path, kind: "page", template: name, group: "cached", htmlBudgetBytes: PAGE_HTML_BUDGET });
  }
  return targets;
}

/** The claim page of a clinic the owner session does not own, as a confirmed member sees it (the proof choices). */
export async function claimTarget(client: ClientBase): Promise<Target[]> {
  const { rows } = await client.query<{ slug: string }>(
    `SELECT slug FROM "Listing" WHERE status = 'published' AND kind = 'clinic' ORDER BY (origin = 'curated') DESC, slug OFFSET 1 LIMIT 1`,
  );
  const slug = rows[0]?.slug;
  return slug
    ? [
        {
          name: "claim page",
          path: `/claim/clinic/${encodeURIComponent(slug)}`,
          kind: "page",
          group: "per-request",
          session: "owner",
        },
      ]
    : [];
}

/**
 * Feeds and badges, whose bodies come from cached functions (the route handler itself still runs per request): each feed format for the new listings, one kind and the country
 * with the most published listings (it has a feed: more than the few a place needs), and both themes of the badge of
 * the owner session's clinic (sessions.ts gives it its verified owner, so the badge shows its check).
 */
export async function routeCacheTargets(client: ClientBase): Promise<Target[]> {
  const { rows: countries } = await client.query<{ country: string }>(
    `SELECT country FROM "Listing" WHERE status = 'published' AND country IS NOT NULL
      GROUP BY country ORDER BY count(*) DESC, country LIMIT 5`,
  );
  const code = countries
    .map((row) => countryCodeOf(row.country))
    .find(Boolean)
    ?.toLowerCase();
  const scopes: [string, FeedScope][] = [
    ["new", { type: "new" }],
    ["clinics", { type: "category", category: "clinics" }],
    ...(code ? [[`country ${code}`, { type: "country", code }] as [string, FeedScope]] : []),
  ];
  const feeds = scopes.flatMap(([name, scope]) =>
    (["rss", "atom", "json"] as const satisfies FeedFormat[]).map((format): Target => ({
      name: `feed ${name} (${format})`,
      path: feedPath(scope, format),
      kind: "api",
      group: "route cache",
    })),
  );
  const { rows } = await client.query<{ slug: string }>(
    `SELECT slug FROM "Listing" WHERE status = 'published' AND kind = 'clinic' ORDER BY (origin = 'curated') DESC, slug LIMIT 1`,
  );
  const slug = rows[0]?.slug;
  const badges = slug
    ? (["light", "dark"] as const).map((theme): Target => ({
        name: `badge ${theme}`,
        path: badgePath("en", theme, { kind: "clinic", slug }),
        kind: "api",
        group: "route cache",
      }))
    : [];
  return [...feeds, ...badges];
}
