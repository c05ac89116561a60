import type { BadgeTheme } from "./badge-path";
import { BADGE_HEIGHT } from "./badge-path";

export type BadgeContent = {
  theme: BadgeTheme;
  /** "Listed on", "Longevity Directory", and the optional lines, already in the badge's language. */
  listedOn: string;
  siteName: string;
  verifiedOwner: string | null;
  rating: string | null;
  /** The whole badge as one sentence, for screen readers. */
  label: string;
};

const COLORS: Record<BadgeTheme, { background: string; border: string; muted: string; text: string; accent: string }> =
  {
    light: { background: "#ffffff", border: "#cbd5e1", muted: "#475569", text: "#0f172a", accent: "#047857" },
    dark: { background: "#0f172a", border: "#334155", muted: "#cbd5e1", text: "#f8fafc", accent: "#6ee7b7" },
  };

const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** Text in SVG is XML: every name and wording is escaped, so nothing a listing holds can become markup. */
export function escapeXmlText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

// No font metrics are available without downloading fonts: widths are estimated per character, generously.
const textWidth = (text: string, size: number, bold = false) =>
  Math.ceil([...text].length * size * (bold ? 0.62 : 0.56));

/**
 * The "Listed on Longevity Directory" badge as SVG: the heart mark, the two-line name, then the verified-owner check
 * and the rating when given. Pure, so its escaping and layout are unit-tested.
 */
export function badgeSvg(content: BadgeContent): { svg: string; width: number } {
  const color = COLORS[content.theme];
  const padding = 12;
  const mark = 24;
  const nameX = padding + mark + 8;
  const nameWidth = Math.max(textWidth(content.listedOn, 10), textWidth(content.siteName, 13, true));
  const extras = [
    content.verifiedOwner ? `✓ ${content.verifiedOwner}` : null,
    content.rating ? `★ ${content.rating}` : null,
  ].filter((line): line is string => line !== null);
  const extrasX = nameX + nameWidth + 14;
  const extrasWidth = extras.length ? Math.max(...extras.map((line) => textWidth(line, 11, true))) + 14 : 0;
  const width = extrasX + extrasWidth - (extras.length ? 0 : 14) + padding;
  const extraY = extras.length === 2 ? [18, 33] : [27];
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${BADGE_HEIGHT}" viewBox="0 0 ${width} ${BADGE_HEIGHT}" role="img" aria-label="${escapeXmlText(content.label)}">`,
    `<title>${escapeXmlText(content.label)}</title>`,
    `<rect x="0.5" y="0.5" width="${width - 1}" height="${BADGE_HEIGHT - 1}" rx="8" fill="${color.background}" stroke="${color.border}"/>`,
    `<path transform="translate(${padding} 10)" fill="${color.accent}" d="M12 21s-7.5-4.6-10-9.3C.3 8.3 2.1 4 6 4c2.1 0 3.5 1.1 4.5 2.6h3C14.5 5.1 15.9 4 18 4c3.9 0 5.7 4.3 4 7.7C19.5 16.4 12 21 12 21z"/>`,
    `<text x="${nameX}" y="18" font-family="${FONT}" font-size="10" fill="${color.muted}">${escapeXmlText(content.listedOn)}</text>`,
    `<text x="${nameX}" y="33" font-family="${FONT}" font-size="13" font-weight="700" fill="${color.text}">${escapeXmlText(content.siteName)}</text>`,
    ...(extras.length
      ? [`<line x1="${extrasX - 7}" y1="9" x2="${extrasX - 7}" y2="${BADGE_HEIGHT - 9}" stroke="${color.border}"/>`]
      : []),
    ...extras.map(
      (line, index) =>
        `<text x="${extrasX}" y="${extraY[index]}" font-family="${FONT}" font-size="11" font-weight="600" fill="${color.accent}">${escapeXmlText(line)}</text>`,
    ),
    "</svg>",
  ].join("");
  return { svg, width };
}
