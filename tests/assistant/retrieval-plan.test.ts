import { describe, expect, it } from "vitest";
import type { ListingKind } from "@/lib/directory/kinds";
import { emptyMatches, type DirectoryMatch } from "@/server/assistant/directory-sql";
import { analyseQuery } from "@/server/assistant/match";
import { countryNamed, planRetrieval, toSearchGroups } from "@/server/assistant/retrieval/plan";
import { mergeMatches, searchedKinds } from "@/server/assistant/retrieval/recommend";

const plan = (query: string) =>
  planRetrieval(
    query,
    analyseQuery(query).topics.map((match) => match.topic),
  );

describe("planRetrieval", () => {
  it.each([
    ["which lab tests ApoB?", "lab"],
    ["ein Labor für Vitamin D", "lab"],
    ["un laboratoire près de chez moi", "lab"],
    ["un laboratorio de análisis", "lab"],
    ["una clinica per la longevità", "clinic"],
    ["een kliniek voor een check-up", "clinic"],
    ["creatine supplement", "supplement"],
    ["integratori per il sonno", "supplement"],
    ["smart ring", "wearable"],
    ["eine Uhr mit EKG", "wearable"],
    ["une bague connectée", "wearable"],
    ["un anillo inteligente", "wearable"],
    ["find a doctor for my thyroid", "practitioner"],
    ["een app om te mediteren", "app"],
    ["meal replacement shakes", "food"],
  ] as const)("reads the kind asked for in %s", (query, kind) => {
    expect(plan(query).kinds).toContain(kind);
  });

  it("keeps the kinds in the order they were named", () => {
    expect(plan("a clinic or a lab for hormones").kinds.slice(0, 2)).toEqual(["clinic", "lab"]);
  });

  it("reads the country, as a place or an adjective, to the English name listings store", () => {
    expect(plan("clinics in Germany").country).toBe("Germany");
    expect(plan("Kliniken in der Schweiz").country).toBe("Switzerland");
    expect(plan("laboratorios en España").country).toBe("Spain");
    expect(countryNamed("I live in France and feel hopeless")).toBe("FR");
  });

  it("searches the question's own words, leaving out what a matched topic already covers", () => {
    expect(plan("smart ring").searched).toEqual(expect.arrayContaining(["smart", "ring"]));
    const mri = plan("full body MRI");
    expect(mri.searched).not.toContain("body");
    expect(mri.groups.flat()).toEqual(expect.arrayContaining(["mri", "imaging"]));
    expect(plan("creatine").groups).toEqual([["creatine"]]);
  });

  it("needs half of a longer question's words to match, and one of a short one's", () => {
    expect(plan("smart ring").minMatches).toBe(1);
    expect(plan("itchy red rash on my arm").minMatches).toBe(2);
  });
});

describe("toSearchGroups", () => {
  it("keeps only letters and digits, so a tsquery can never be malformed", () => {
    expect(toSearchGroups([["smart", "ring"], ["a'b|c"], ["!&"], ["vo2max"]])).toEqual([
      "smart & ring",
      "abc",
      "vo2max",
    ]);
  });
});

const match = (id: string, kind: ListingKind, country: string | null = null): DirectoryMatch => ({
  id,
  kind,
  name: id,
  url: `/${kind}/${id}`,
  rating: null,
  sponsored: false,
  description: null,
  country,
  relevance: 1,
});

describe("mergeMatches", () => {
  it("puts the named kinds first, a listing found both ways before one found once, the named country ahead", () => {
    const wanted = { ...plan("a longevity doctor in Germany"), kinds: ["practitioner"] as ListingKind[] };
    const byFacets = { ...emptyMatches(), clinics: [match("c1", "clinic"), match("c2", "clinic", "Germany")] };
    const byText = { ...emptyMatches(), clinics: [match("p1", "practitioner"), match("c1", "clinic")] };
    const merged = mergeMatches(wanted, byFacets, byText, 3);
    expect(merged.clinics.map((m) => m.id)).toEqual(["p1", "c2", "c1"]);
  });

  it("shows only the named categories when any of them has a match", () => {
    const wanted = plan("creatine supplement");
    const found = { ...emptyMatches(), supplements: [match("s1", "supplement")], foods: [match("f1", "food")] };
    const merged = mergeMatches(wanted, found, emptyMatches(), 3);
    expect(merged.supplements).toHaveLength(1);
    expect(merged.foods).toEqual([]);
    expect(Object.keys(searchedKinds(wanted))).toEqual(["supplements"]);
  });
});
