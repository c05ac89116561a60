// A local HTTP peer on 127.0.0.1 that records each request (method, path, headers, JSON body) and answers with the
// status the test chooses; `next()` resolves at the next request, so a test awaits it instead of sleeping.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type PeerRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; body: unknown };

export type JsonPeer = {
  url: string;
  requests: PeerRequest[];
  status: number;
  next(): Promise<PeerRequest>;
  close(): Promise<void>;
};

export async function startJsonPeer(): Promise<JsonPeer> {
  const waiting: ((request: PeerRequest) => void)[] = [];
  const peer: JsonPeer = {
    url: "",
    requests: [],
    status: 200,
    next: () => new Promise((resolve) => waiting.push(resolve)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: kept as text.
      }
      const request = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, body };
      peer.requests.push(request);
      res.writeHead(peer.status).end();
      waiting.shift()?.(request);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  peer.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/indexnow`;
  return peer;
}
