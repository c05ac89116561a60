// A local brand website for the enrichment and submission tests: one HTTP server on 127.0.0.1 answering by host
// name (every name resolves there through tests/support/enrichment-fetch.ts).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type BrandSite = { port: number; requests: { host: string; path: string }[]; close: () => Promise<void> };

function page(head: string): string {
  return `<!doctype html><html><head>${head}</head><body><h1>Welcome</h1></body></html>`;
}

/** The brand in JSON-LD: name from the host's first label ("rich-abc" → "Rich Abc"), the Netherlands, a rating. */
function richPage(label: string): string {
  const name = label
    .split("-")
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(" ");
  return page(`<title>Home | ${name}</title>
<meta name="description" content="${name} makes science-backed supplements.">
<link rel="apple-touch-icon" href="/apple-touch-icon.png">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"${name}",
"address":{"@type":"PostalAddress","addressCountry":"NL"},"aggregateRating":{"ratingValue":4.6,"reviewCount":87}}</script>`);
}

const UNSAFE_PAGE = page(`<meta property="og:site_name" content="Unsafe Brand">
<meta name="description" content="Hello <script>alert(1)</script> world">`);

/**
 * Hosts starting "rich-" serve a full brand page, "twin-" one named "Twin Brand", "unsafe-" a description with a
 * script tag; any other host answers 404 (enrichment fails).
 */
export async function startBrandSite(): Promise<BrandSite> {
  const requests: { host: string; path: string }[] = [];
  const server: Server = createServer((req, res) => {
    const host = (req.headers.host ?? "").replace(/:\d+$/, "").replace(/^www\./, "");
    requests.push({ host, path: req.url ?? "" });
    const label = host.split(".")[0] ?? "";
    const html = label.startsWith("rich-")
      ? richPage(label)
      : label.startsWith("twin-")
        ? page(`<meta property="og:site_name" content="Twin Brand">`)
        : label.startsWith("unsafe-")
          ? UNSAFE_PAGE
          : null;
    if (!html) {
      res.writeHead(404, { "content-type": "text/html" });
      return res.end("<h1>Not found</h1>");
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { port, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
