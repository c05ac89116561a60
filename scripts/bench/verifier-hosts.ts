// The verifier bench's test hosts, in a process of their own so the verifier's memory is measured alone: one HTTP
// server per host on 127.0.0.1 (each port is a host to the verifier), each serving a robots.txt with its crawl delay
// and its listings' pages with JSON-LD. Every host records the gaps between requests it received; on "report" the
// process answers, per host, how many requests came and how far the closest two fell short of its delay.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type HostReport = {
  port: number;
  delayMs: number;
  requests: number;
  minGapMs: number | null;
  short: number;
  worstShortMs: number;
};
export type HostsMessage =
  { type: "ready"; hosts: { port: number; delayMs: number }[] } | { type: "report"; hosts: HostReport[] };

const HOSTS = Number(process.env.BENCH_HOSTS ?? 500);
/** Crawl delays the hosts ask for in robots.txt, in turn (seconds). */
const DELAYS_S = (process.env.BENCH_DELAYS ?? "0.05,0.1").split(",").map(Number);

const page = (port: number, path: string) => {
  const listing = path.split("/")[2] ?? "0";
  if (path.endsWith("/prices"))
    return `<!doctype html><html><body><div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Check-up</span>
<div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="price" content="${400 + Number(listing)}">
<meta itemprop="priceCurrency" content="EUR"><link itemprop="availability" href="https://schema.org/InStock"></div></div></body></html>`;
  return `<!doctype html><html lang="en"><head><title>Bench clinic ${port}-${listing}</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"MedicalClinic","name":"Bench clinic ${port}-${listing}",
"telephone":"+31 20 555 ${String(listing).padStart(4, "0")}","address":{"@type":"PostalAddress","streetAddress":"Teststraat ${listing}",
"postalCode":"1011 AA","addressLocality":"Amsterdam","addressCountry":"NL"},"geo":{"@type":"GeoCoordinates","latitude":52.37,"longitude":4.89}}</script>
</head><body><h1>Bench clinic ${port}-${listing}</h1><a href="${path}/prices">Prices</a></body></html>`;
};

type Tally = {
  delayMs: number;
  last: number | null;
  requests: number;
  minGapMs: number | null;
  short: number;
  worstShortMs: number;
};

async function startHost(index: number): Promise<{ server: Server; port: number; tally: Tally }> {
  const delayS = DELAYS_S[index % DELAYS_S.length]!;
  const tally: Tally = { delayMs: delayS * 1000, last: null, requests: 0, minGapMs: null, short: 0, worstShortMs: 0 };
  const server = createServer((req, res) => {
    const at = performance.now();
    if (tally.last !== null) {
      const gap = at - tally.last;
      tally.minGapMs = tally.minGapMs === null ? gap : Math.min(tally.minGapMs, gap);
      if (gap < tally.delayMs) {
        tally.short += 1;
        tally.worstShortMs = Math.max(tally.worstShortMs, tally.delayMs - gap);
      }
    }
    tally.last = at;
    tally.requests += 1;
    const path = (req.url ?? "/").split("?")[0]!;
    if (path === "/robots.txt") {
      res.writeHead(200, { "content-type": "text/plain" });
      return res.end(`User-agent: *\nCrawl-delay: ${delayS}\nDisallow: /private/\n`);
    }
    if (path.startsWith("/l/")) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return res.end(page(port, path));
    }
    res.writeHead(404, { "content-type": "text/plain" });
    res.end("not found");
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return { server, port, tally };
}

const hosts = await Promise.all(Array.from({ length: HOSTS }, (_, index) => startHost(index)));
const send = (message: HostsMessage) => process.send?.(message);
send({ type: "ready", hosts: hosts.map(({ port, tally }) => ({ port, delayMs: tally.delayMs })) });
process.on("message", (message: unknown) => {
  if (message !== "report") return;
  send({
    type: "report",
    hosts: hosts.map(({ port, tally }) => ({
      port,
      delayMs: tally.delayMs,
      requests: tally.requests,
      minGapMs: tally.minGapMs,
      short: tally.short,
      worstShortMs: tally.worstShortMs,
    })),
  });
});
process.on("disconnect", () => process.exit(0));
