// The ceiling: a plain node:http server answering every request with the same ~20 KB HTML page.
// Run as its own process (like `next start`) so it does not share an event loop with autocannon.
import http from "node:http";

const TARGET_BYTES = 20 * 1024;

function page(): Buffer {
  const cards: string[] = [];
  for (let i = 0; cards.join("").length < TARGET_BYTES - 300; i++) {
    cards.push(
      `<li class="card"><a href="/clinic/example-clinic-${i}"><h3>Example Longevity Clinic ${i}</h3></a>` +
        `<p>Preventive medicine, biomarker testing and personalised healthspan programmes in Example City.</p>` +
        `<span class="rating">4.${i % 10} (${(i * 37) % 500} reviews)</span></li>\n`,
    );
  }
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>Ceiling</title></head><body><main><h1>Longevity Directory</h1><ul>\n${cards.join("")}</ul></main></body></html>\n`;
  return Buffer.from(html);
}

const body = page();
const port = Number(process.argv[2]);
http
  .createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length });
    res.end(body);
  })
  .listen(port, "127.0.0.1", () => console.log(`ceiling ready on ${port} (${body.length} bytes)`));
