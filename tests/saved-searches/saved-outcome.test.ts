import { describe, expect, it } from "vitest";
import { readSavedOutcome, savedOutcomePath } from "@/lib/saved-searches/saved-outcome";

describe("the save form's outcome page URL", () => {
  it("is in the form's language, with the directory view to go back to", () => {
    expect(savedOutcomePath("de", { status: "pending", back: "/de/directory?category=labs&markers=apob" })).toBe(
      "/de/saved-searches/saved?status=pending&back=%2Fde%2Fdirectory%3Fcategory%3Dlabs%26markers%3Dapob",
    );
    expect(savedOutcomePath("en", { error: "email-limit", status: "saved" })).toBe(
      "/saved-searches/saved?error=email-limit",
    );
  });

  it("keeps only a directory view of this site as the way back", () => {
    for (const back of [
      "https://evil.example/directory",
      "//evil.example/directory",
      "/profile",
      "/directoryx",
      "/de/help",
    ])
      expect(savedOutcomePath("fr", { status: "saved", back }), back).toBe("/fr/saved-searches/saved?status=saved");
    expect(readSavedOutcome({ status: "saved", back: "/\\evil.example/directory" }).back).toBeUndefined();
    expect(readSavedOutcome({ status: "saved", back: "/nl/directory?category=labs" }).back).toBe(
      "/nl/directory?category=labs",
    );
  });

  it("reads an unknown or missing status as a refusal, never as a success", () => {
    expect(readSavedOutcome({})).toEqual({ status: undefined, error: "invalid", back: undefined });
    expect(readSavedOutcome({ status: "confirmed" }).error).toBe("invalid");
    expect(readSavedOutcome({ status: ["pending", "saved"] })).toMatchObject({ status: "pending", error: undefined });
    expect(readSavedOutcome({ status: "saved", error: "rate-limited" })).toMatchObject({
      status: undefined,
      error: "rate-limited",
    });
  });
});
