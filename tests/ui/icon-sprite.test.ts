import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "@/components/ui/icon-names";
import { ICON_SPRITE_HREF } from "@/components/ui/icon-sprite";
import { buildIconSprite, spriteVersion } from "../../scripts/icons/sprite";

const root = path.join(import.meta.dirname, "../..");

describe("icon sprite", () => {
  it("is up to date with ICON_NAMES (run `npm run icons` after changing them)", async () => {
    const expected = await buildIconSprite(ICON_NAMES);
    expect(readFileSync(path.join(root, "public/icons.svg"), "utf8")).toBe(expected);
    expect(ICON_SPRITE_HREF).toBe(`/icons.svg?v=${spriteVersion(expected)}`);
  });

  it("has one symbol per name, each with lucide's stroke settings", async () => {
    const xml = await buildIconSprite(["star", "bar-chart-3"]);
    expect(xml.match(/<symbol /g)).toHaveLength(2);
    expect(xml).toContain('<symbol id="star" viewBox="0 0 24 24" fill="none" stroke="currentColor"');
    // An alias module (bar-chart-3 → chart-column) still yields its drawing.
    expect(xml).toMatch(/<symbol id="bar-chart-3"[^>]*><path /);
  });
});
