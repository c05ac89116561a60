// Which catalogue markers a question names, and whether it asks a lab's price (the assistant's labs card by value).
import { describe, expect, it } from "vitest";
import { panelAsk } from "@/server/assistant/retrieval/panel-ask";
import { tokenize } from "@/server/assistant/text";

const CATALOGUE = [
  { slug: "apob", names: { en: "ApoB", de: "ApoB" } },
  { slug: "lpa", names: { en: "Lp(a)" } },
  { slug: "vitamin-d", names: { en: "Vitamin D (25-OH)", de: "Vitamin D" } },
  { slug: "odd", names: null },
];
const asked = (query: string, kinds: Parameters<typeof panelAsk>[1] = []) =>
  panelAsk(tokenize(query), kinds, CATALOGUE);

describe("panelAsk", () => {
  it("names markers by slug or any name, written any way", () => {
    expect(asked("Which lab tests ApoB and Lp(a)?")).toEqual({ markers: ["apob", "lpa"], value: false });
    expect(asked("lp a test")?.markers).toEqual(["lpa"]);
    expect(asked("Vitamin-D-Test in Berlin")?.markers).toEqual(["vitamin-d"]);
  });

  it("asks the price only of labs, in any of the languages", () => {
    expect(asked("cheapest blood test", ["lab"])).toEqual({ markers: [], value: true });
    expect(asked("günstigstes Labor ApoB", ["lab"])).toEqual({ markers: ["apob"], value: true });
    expect(asked("laboratoire le moins cher", ["lab"])?.value).toBe(true);
    expect(asked("cheapest ring")).toBeNull();
  });

  it("nothing for other kinds, or a question naming no marker", () => {
    expect(asked("ApoB ring", ["wearable"])).toBeNull();
    expect(asked("how do I sleep better")).toBeNull();
  });
});
