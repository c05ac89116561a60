// A listing's descriptions in the page's language, read from stored translations that may be malformed.
import { describe, expect, it } from "vitest";
import { localizedListing } from "@/lib/i18n/listing-content";

const listing = (translations: unknown) => ({
  shortDescription: "A clinic.",
  description: "About the clinic.",
  longDescription: null,
  contentLocale: "en",
  translations,
});

describe("localizedListing", () => {
  it("shows a locale's translation, trimmed, with the language it is in", () => {
    const shown = localizedListing(
      listing({ de: { shortDescription: " Eine Klinik. ", description: "Über sie." } }),
      "de",
    );
    expect(shown).toMatchObject({ shortDescription: "Eine Klinik.", description: "Über sie.", textLocale: "de" });
  });

  it("keeps the original when the locale's entry is missing, empty or malformed", () => {
    for (const translations of [
      null,
      "de",
      [],
      { fr: { shortDescription: "Une clinique." } },
      { de: { shortDescription: "   " } },
      { de: { shortDescription: 42 } },
      { de: { shortDescription: "x".repeat(10_001) } },
      { de: [] },
    ]) {
      expect(localizedListing(listing(translations), "de")).toMatchObject({
        shortDescription: "A clinic.",
        textLocale: "en",
      });
    }
  });
});
