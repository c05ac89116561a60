import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { boundedEditDistance } from "@/server/geo/edit-distance";
import { placeKey, umlautKey } from "@/server/geo/normalize-place";

describe("placeKey", () => {
  it("ignores case, diacritics and punctuation", () => {
    expect(placeKey("  BERLIN ")).toBe("berlin");
    expect(placeKey("Zürich")).toBe("zurich");
    expect(placeKey("Kraków")).toBe("krakow");
    expect(placeKey("Łódź")).toBe("lodz");
    expect(placeKey("København")).toBe("kobenhavn");
    expect(placeKey("Straße")).toBe("strasse");
    expect(placeKey("Frankfurt (Oder)")).toBe("frankfurt oder");
    expect(placeKey("Cluj-Napoca")).toBe("cluj napoca");
    expect(placeKey("'s-Hertogenbosch")).toBe(placeKey("s Hertogenbosch"));
    expect(placeKey("Bosnia & Herzegovina")).toBe("bosnia and herzegovina");
    expect(placeKey("Éire")).toBe("eire");
  });

  it("gives the same key to the ASCII and the general path", () => {
    expect(placeKey("New  York,City")).toBe("new york city");
    expect(placeKey("Nëw  York,City")).toBe("new york city");
  });

  it("is idempotent", () => {
    fc.assert(fc.property(fc.string({ maxLength: 40 }), (text) => placeKey(placeKey(text)) === placeKey(text)));
  });
});

describe("umlautKey", () => {
  it("spells umlauts the German way, and is null without one", () => {
    expect(umlautKey("München")).toBe("muenchen");
    expect(umlautKey("Köln")).toBe("koeln");
    expect(umlautKey("Berlin")).toBeNull();
  });
});

describe("boundedEditDistance", () => {
  const reference = (a: string, b: string): number => {
    const rows = Array.from({ length: a.length + 1 }, (_, i) =>
      Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
    );
    for (let i = 1; i <= a.length; i++)
      for (let j = 1; j <= b.length; j++) {
        const row = rows[i] as number[];
        const above = rows[i - 1] as number[];
        row[j] = Math.min(
          (above[j] as number) + 1,
          (row[j - 1] as number) + 1,
          (above[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
        );
      }
    return (rows[a.length] as number[])[b.length] as number;
  };

  it("counts insertions, deletions and substitutions", () => {
    expect(boundedEditDistance("berln", "berlin", 2)).toBe(1);
    expect(boundedEditDistance("amsterdamm", "amsterdam", 2)).toBe(1);
    expect(boundedEditDistance("kitten", "sitting", 3)).toBe(3);
    expect(boundedEditDistance("same", "same", 0)).toBe(0);
  });

  it("stops at max + 1", () => {
    expect(boundedEditDistance("berlin", "madrid", 2)).toBe(3);
    expect(boundedEditDistance("a", "abcdef", 2)).toBe(3);
  });

  it("agrees with the textbook algorithm below the bound", () => {
    const word = fc.string({ unit: fc.constantFrom("a", "b", "c", "d"), maxLength: 8 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 4 }), (a, b, max) => {
        const exact = reference(a, b);
        expect(boundedEditDistance(a, b, max)).toBe(exact <= max ? exact : max + 1);
      }),
    );
  });
});
