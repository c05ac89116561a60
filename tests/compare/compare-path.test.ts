import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  candidateSlugs,
  comparePath,
  compareReadings,
  decodeCompareSegment,
  parseComparePath,
  resolveComparison,
} from "@/lib/compare/compare-path";
import { compareRows } from "@/lib/compare/compare-rows";
import { clearCompare, compareItems, toggleCompare, type CompareItem } from "@/lib/compare/compare-store";
import { memoryStorage } from "../analytics/memory-storage";

const found = (...slugs: string[]) => slugs.map((slug) => ({ slug }));

describe("comparison addresses", () => {
  it("puts slugs in alphabetical order, so one set of listings has one address", () => {
    expect(comparePath("wearable", ["whoop", "oura-ring"])).toBe("/compare/wearable/oura-ring-vs-whoop");
    expect(comparePath("clinic", ["zürich-care", "aachen"])).toBe("/compare/clinic/aachen-vs-z%C3%BCrich-care");
  });

  it("reads slugs that contain -vs- in every possible way, 2 to 4 listings only", () => {
    expect(compareReadings("man-vs-machine-vs-oura")).toEqual([
      ["man", "machine", "oura"],
      ["man-vs-machine", "oura"],
      ["man", "machine-vs-oura"],
    ]);
    expect(compareReadings("oura")).toEqual([]);
    expect(compareReadings("a-vs-b-vs-c-vs-d-vs-e").every((reading) => reading.length <= 4)).toBe(true);
    expect(compareReadings("a-vs--vs-b")).toEqual([]);
    expect(candidateSlugs("a-vs-b-vs-c")).toEqual(expect.arrayContaining(["a", "b", "c", "a-vs-b", "b-vs-c"]));
  });

  it("finds the listings, redirects another order, and refuses unknown, repeated or too many listings", () => {
    expect(resolveComparison("wearable", "oura-ring-vs-whoop", found("whoop", "oura-ring"))).toEqual({
      type: "found",
      listings: found("oura-ring", "whoop"),
    });
    expect(resolveComparison("wearable", "whoop-vs-oura-ring", found("whoop", "oura-ring"))).toMatchObject({
      type: "redirect",
      location: "/compare/wearable/oura-ring-vs-whoop",
    });
    expect(resolveComparison("wearable", "oura-ring-vs-nope", found("oura-ring"))).toEqual({ type: "missing" });
    expect(resolveComparison("wearable", "whoop-vs-whoop", found("whoop"))).toEqual({ type: "missing" });
    expect(resolveComparison("wearable", "a-vs-b-vs-c-vs-d-vs-e", found("a", "b", "c", "d", "e"))).toEqual({
      type: "missing",
    });
    expect(resolveComparison("wearable", "man-vs-machine-vs-oura", found("man-vs-machine", "oura"))).toMatchObject({
      type: "found",
    });
  });

  it("decodes the route segment and refuses broken encodings and whitespace", () => {
    expect(decodeCompareSegment("a-vs-z%C3%BCrich")).toBe("a-vs-zürich");
    expect(decodeCompareSegment("%E0%A4%A")).toBeNull();
    expect(decodeCompareSegment("a%20b-vs-c")).toBeNull();
    expect(decodeCompareSegment("x".repeat(600))).toBeNull();
  });

  it("reads a comparison address an admin pastes", () => {
    expect(parseComparePath("https://longevity.example/compare/wearable/oura-ring-vs-whoop?x=1")).toEqual({
      kind: "wearable",
      segment: "oura-ring-vs-whoop",
    });
    expect(parseComparePath("/compare/wearable/oura-ring-vs-whoop/")).toMatchObject({ kind: "wearable" });
    expect(parseComparePath("/wearable/oura-ring")).toBeNull();
    expect(parseComparePath("http://[bad")).toBeNull();
  });
});

describe("comparison rows", () => {
  it("sets each fact of the kind side by side and marks the rows whose values differ", () => {
    const rows = compareRows("wearable", [
      { kind: "wearable", batteryLife: "up to 8 days", platforms: ["ios", "android"] },
      { kind: "wearable", platforms: ["ios", "android"] },
    ]);
    expect(rows.map((row) => row.key)).not.toContain("currency");
    expect(rows.find((row) => row.key === "batteryLife")).toMatchObject({
      label: "Battery life",
      cells: ["up to 8 days", null],
      differs: true,
    });
    expect(rows.find((row) => row.key === "platforms")).toMatchObject({
      cells: ["iOS, Android", "iOS, Android"],
      differs: false,
    });
    expect(rows.find((row) => row.key === "priceFrom")).toMatchObject({
      label: "Price",
      cells: [null, null],
      differs: false,
    });
  });
});

describe("the visitor's comparison (localStorage)", () => {
  const ring = (slug: string): CompareItem => ({ kind: "wearable", slug, name: slug });
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
    Object.assign(globalThis, {
      window: { localStorage: storage, addEventListener() {}, removeEventListener() {} },
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "window");
  });

  it("adds and removes listings, holds at most four of one kind, and restarts for another kind", () => {
    expect(toggleCompare(ring("a"))).toBe("added");
    expect(toggleCompare(ring("b"))).toBe("added");
    expect(compareItems().map((item) => item.slug)).toEqual(["a", "b"]);
    expect(compareItems()).toBe(compareItems());
    expect(toggleCompare(ring("a"))).toBe("removed");
    toggleCompare(ring("c"));
    toggleCompare(ring("d"));
    toggleCompare(ring("e"));
    expect(toggleCompare(ring("f"))).toBe("full");
    expect(compareItems()).toHaveLength(4);
    expect(toggleCompare({ kind: "lab", slug: "thriva", name: "Thriva" })).toBe("restarted");
    expect(compareItems()).toEqual([{ kind: "lab", slug: "thriva", name: "Thriva" }]);
    clearCompare();
    expect(storage.data.has("ld-compare")).toBe(false);
  });

  it("ignores whatever else is stored under its key", () => {
    storage.setItem("ld-compare", "{not json");
    expect(compareItems()).toEqual([]);
    storage.setItem(
      "ld-compare",
      JSON.stringify([ring("a"), { kind: "brand", slug: "x", name: "x" }, { kind: "lab", slug: "y", name: "y" }, 7]),
    );
    expect(compareItems()).toEqual([ring("a")]);
  });

  it("keeps working for the page when storage refuses writes", () => {
    storage.failWrites = true;
    expect(toggleCompare(ring("a"))).toBe("added");
    expect(compareItems()).toEqual([ring("a")]);
  });
});
