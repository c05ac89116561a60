import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

type JsonSchema = {
  type?: string;
  required?: string[];
  additionalProperties?: boolean;
  properties?: Record<string, JsonSchema>;
};
export type ChatRequest = {
  headers: IncomingMessage["headers"];
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: JsonSchema } };
  };
};
/** What the fake model answers: message content (a string), an HTTP error, or a delay before `then`. */
export type Reply = { content: string } | { status: number } | { delayMs: number; then: Reply };
export type FakeOpenAi = {
  baseURL: string;
  requests: ChatRequest[];
  reply: (handler: (request: ChatRequest) => Reply) => void;
  close: () => Promise<void>;
};

function completion(content: string) {
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: "test-model",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/** A local HTTP server speaking the OpenAI chat-completions protocol (POST /v1/chat/completions, non-streaming). */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: ChatRequest[] = [];
  let handler: (request: ChatRequest) => Reply = () => ({ status: 500 });
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404).end();
      return;
    }
    const request: ChatRequest = {
      headers: req.headers,
      body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as ChatRequest["body"],
    };
    requests.push(request);
    let reply = handler(request);
    while ("delayMs" in reply) {
      const { delayMs, then } = reply;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (res.destroyed) return;
      reply = then;
    }
    if ("status" in reply) {
      res
        .writeHead(reply.status, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: "boom" } }));
      return;
    }
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(completion(reply.content)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The listings offered to the model in a request: ref → name. */
export function offeredListings(request: ChatRequest): Map<string, string> {
  const user = request.body.messages.find((m) => m.role === "user")?.content ?? "";
  const json = /LISTINGS[^\n]*\n(\[.*\])/.exec(user)?.[1];
  const listings = json ? (JSON.parse(json) as { ref: string; name: string }[]) : [];
  return new Map(listings.map((l) => [l.ref, l.name]));
}
