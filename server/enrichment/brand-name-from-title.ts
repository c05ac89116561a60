import "server-only";

// "Acme | Home", "Home - Acme", "Acme – Science-backed supplements", "Acme: the shop", "Shop » Acme".
const SEPARATORS = /\s+[-–—~]\s+|\s*[|·•»›]\s*|:\s+|\s+::\s+/;
const GENERIC_PARTS = new Set([
  "home",
  "homepage",
  "home page",
  "start",
  "startseite",
  "accueil",
  "inicio",
  "welcome",
  "index",
  "main",
  "official site",
  "official website",
  "shop",
  "online shop",
  "store",
  "online store",
  "webshop",
]);

function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}

// The label that names the site: "acme" for www.acme.com, shop.acme.co.uk, acme.de.
function siteLabel(hostname: string): string {
  const labels = hostname
    .toLowerCase()
    .replace(/^www\./, "")
    .replace(/\.$/, "")
    .split(".");
  const [secondLevel, topLevel] = labels.slice(-2);
  const underCountrySuffix = labels.length >= 3 && topLevel?.length === 2 && (secondLevel?.length ?? 0) <= 3;
  return compact(labels.at(underCountrySuffix ? -3 : -2) ?? labels[0] ?? "");
}

/**
 * The brand name inside a page title: separators split it, generic parts ("Home", "Welcome") go, and the part that
 * matches the site's domain wins; otherwise the first remaining part (titles usually lead with the brand).
 */
export function brandNameFromTitle(title: string, hostname: string): string | null {
  const parts = title
    .split(SEPARATORS)
    .map((part) => part.replace(/^welcome to\s+/i, "").trim())
    .filter((part) => part && !GENERIC_PARTS.has(part.toLowerCase()));
  const label = siteLabel(hostname);
  const overlaps = (part: string) => {
    const text = compact(part);
    return label.length >= 3 && text.length >= 3 && (text.includes(label) || label.includes(text));
  };
  return parts.find((part) => compact(part) === label) ?? parts.find(overlaps) ?? parts[0] ?? null;
}
