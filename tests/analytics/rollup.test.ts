import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "@/lib/analytics/csv";
import { parseAnalyticsPeriod, periodDays } from "@/lib/analytics/period";
import {
  actionDimension,
  eventDeltas,
  listingOf,
  listingVisits,
  rollupDeltas,
  searchDeltas,
  sumDeltas,
  type RollupEvent,
} from "@/server/analytics/rollup";

const view = (path: string, category?: string, label?: string): RollupEvent => ({
  type: "pageview",
  action: "page_view",
  path,
  category,
  label,
});
const event = (action: string, extra: Partial<RollupEvent> = {}): RollupEvent => ({
  type: "event",
  action,
  path: "/",
  ...extra,
});

describe("listingOf", () => {
  it("names a listing only on its own page", () => {
    expect(listingOf(view("/clinic/vitality-berlin", "clinic", "vitality-berlin"))).toBe("clinic/vitality-berlin");
    expect(listingOf(view("/brand/oura", "brand", "oura"))).toBe("brand/oura");
    expect(listingOf(view("/brands/oura", "brand", "oura"))).toBe("brand/oura");
    expect(listingOf(view("/brand/calm", "app", "calm"))).toBe("app/calm");
    expect(listingOf(view("/clinic/m%C3%BCnchen-klinik", "clinic", "münchen-klinik"))).toBe("clinic/münchen-klinik");
    expect(listingOf(view("/directory", "clinic", "vitality-berlin"))).toBeNull();
    expect(listingOf(view("/lab/vitality-berlin", "clinic", "vitality-berlin"))).toBeNull();
    expect(listingOf(view("/oura", "brand", "oura"))).toBeNull();
    expect(listingOf(view("/clinic/x", "not-a-kind", "x"))).toBeNull();
    expect(listingOf(view("/clinic/a b", "clinic", "a b"))).toBeNull();
  });
});

describe("eventDeltas", () => {
  it("counts a page view in the total, per path and per listing", () => {
    expect(eventDeltas(view("/clinic/vitality-berlin/", "clinic", "vitality-berlin"))).toEqual([
      { metric: "views", dimension: "", value: 1 },
      { metric: "page", dimension: "/clinic/vitality-berlin", value: 1 },
    ]);
    expect(eventDeltas(view("/clinic/vitality-berlin", "clinic", "vitality-berlin"))).toContainEqual({
      metric: "listing_view",
      dimension: "clinic/vitality-berlin",
      value: 1,
    });
  });

  it("counts outbound clicks per listing, zero-result searches and assistant topics", () => {
    expect(
      eventDeltas(event("visit_website", { path: "/lab/cerascreen", category: "lab", label: "cerascreen" })),
    ).toEqual([
      { metric: "events", dimension: "", value: 1 },
      { metric: "event", dimension: "visit_website", value: 1 },
      { metric: "outbound_clicks", dimension: "", value: 1 },
      { metric: "outbound", dimension: "lab/cerascreen", value: 1 },
      { metric: "listing:lab/cerascreen", dimension: "outbound", value: 1 },
    ]);
    expect(eventDeltas(event("search_no_results", { label: "  Zinc   CARNOSINE " }))).toContainEqual({
      metric: "search_zero",
      dimension: "zinc carnosine",
      value: 1,
    });
    expect(eventDeltas(event("assistant_question", { category: "sleep,hrv" }))).toEqual([
      { metric: "events", dimension: "", value: 1 },
      { metric: "event", dimension: "assistant_question", value: 1 },
      { metric: "assistant_questions", dimension: "", value: 1 },
      { metric: "assistant_topic", dimension: "sleep", value: 1 },
      { metric: "assistant_topic", dimension: "hrv", value: 1 },
    ]);
  });

  it("credits listings seen or chosen off their pages: directory results, a search's result, the assistant, favorites", () => {
    const own = (deltas: ReturnType<typeof eventDeltas>) =>
      deltas.filter((delta) => delta.metric.startsWith("listing:"));
    const shown = event("directory_results", {
      path: "/directory/clinics",
      listings: ["clinic/a", "clinic/a", "lab/b", "nope/c", "clinic/a b"],
    });
    expect(own(eventDeltas(shown))).toEqual([
      { metric: "listing:clinic/a", dimension: "directory", value: 1 },
      { metric: "listing:lab/b", dimension: "directory", value: 1 },
    ]);
    // Only the directory shows results: the same event from another page credits nothing.
    expect(own(eventDeltas({ ...shown, path: "/" }))).toEqual([]);
    expect(
      own(eventDeltas(event("search_result", { path: "/directory", label: " Sleep  LAB ", listings: ["lab/b"] }))),
    ).toEqual([{ metric: "listing:lab/b", dimension: "search:sleep lab", value: 1 }]);
    expect(
      own(eventDeltas(event("assistant_recommendations", { path: "/api/health-search", listings: ["lab/b"] }))),
    ).toEqual([{ metric: "listing:lab/b", dimension: "assistant", value: 1 }]);
    expect(own(eventDeltas(event("favorite_added", { path: "/api/favorites", listings: ["clinic/a"] })))).toEqual([
      { metric: "listing:clinic/a", dimension: "favorites", value: 1 },
    ]);
    expect(
      listingVisits([view("/clinic/a", "clinic", "a"), view("/clinic/a", "clinic", "a"), view("/", "clinic", "a")]),
    ).toEqual(["clinic/a"]);
  });

  it("groups actions that are not names under 'other'", () => {
    expect(actionDimension("Social_Instagram")).toBe("social_instagram");
    expect(actionDimension("a b c")).toBe("other");
    expect(actionDimension("x".repeat(65))).toBe("other");
  });
});

describe("rollupDeltas", () => {
  it("sums a batch per counter, sorted by metric and dimension", () => {
    const deltas = rollupDeltas([
      view("/"),
      view("/"),
      view("/clinic/a", "clinic", "a"),
      event("scroll_depth"),
      event("scroll_depth"),
      event("visit_website", { path: "/clinic/a", category: "clinic", label: "a" }),
    ]);
    expect(deltas).toEqual([
      { metric: "event", dimension: "scroll_depth", value: 2 },
      { metric: "event", dimension: "visit_website", value: 1 },
      { metric: "events", dimension: "", value: 3 },
      { metric: "listing:clinic/a", dimension: "outbound", value: 1 },
      { metric: "listing:clinic/a", dimension: "views", value: 1 },
      { metric: "listing_view", dimension: "clinic/a", value: 1 },
      { metric: "outbound", dimension: "clinic/a", value: 1 },
      { metric: "outbound_clicks", dimension: "", value: 1 },
      { metric: "page", dimension: "/", value: 2 },
      { metric: "page", dimension: "/clinic/a", value: 1 },
      { metric: "views", dimension: "", value: 3 },
    ]);
  });

  it("adds searches and is order-independent", () => {
    expect(searchDeltas("")).toEqual([]);
    const a = [...searchDeltas("sleep"), ...searchDeltas("sleep"), ...searchDeltas("apob")];
    expect(sumDeltas(a)).toEqual(sumDeltas([...a].reverse()));
    expect(sumDeltas(a)).toContainEqual({ metric: "searches", dimension: "", value: 3 });
  });
});

describe("periods and CSV", () => {
  it("accepts 7, 30 or 90 days, else 30", () => {
    expect(parseAnalyticsPeriod("7")).toBe(7);
    expect(parseAnalyticsPeriod(["90"])).toBe(90);
    expect(parseAnalyticsPeriod("365")).toBe(30);
    expect(parseAnalyticsPeriod(undefined)).toBe(30);
  });

  it("lists the period's UTC days ending today", () => {
    expect(periodDays(3, Date.parse("2026-03-01T10:00:00Z"))).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
  });

  it("quotes cells and defuses spreadsheet formulas", () => {
    expect(csvCell('a "quoted", text')).toBe('"a ""quoted"", text"');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("-1+2")).toBe("'-1+2");
    expect(csvCell(12)).toBe("12");
    expect(toCsv(["a", "b"], [["x", 1]])).toBe("a,b\r\nx,1\r\n");
  });
});
