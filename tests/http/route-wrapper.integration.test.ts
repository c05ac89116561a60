import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AppError } from "@/lib/http/app-error";
import { withPublic } from "@/server/http/route";

const schema = z.object({ name: z.string().max(20), note: z.string().optional() });
const echo = withPublic(async ({ body, params }) => Response.json({ body, params }), {
  body: schema,
  maxBodyBytes: 256,
  rateLimit: "trackSearch",
});
const context = (params: Record<string, string> = {}) => ({ params: Promise.resolve(params) });

let ip = 0;
function post(body: string, headers: Record<string, string> = {}, url = "http://localhost:3000/api/test") {
  return echo(
    new NextRequest(url, {
      method: "POST",
      body,
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": `198.51.100.${++ip % 250}`,
        host: "localhost:3000",
        ...headers,
      },
    }),
    context(),
  );
}

afterEach(() => vi.useRealTimers());

describe("withPublic: the edge of every route", () => {
  it("parses JSON with the route's schema and drops unknown fields", async () => {
    const response = await post(JSON.stringify({ name: "Ada", isAdmin: true }));
    expect(response.status).toBe(200);
    expect((await response.json()).body).toEqual({ name: "Ada" });
  });

  it("answers 415 to a JSON body sent as anything but application/json", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", ""])
      expect((await post('{"name":"A"}', { "content-type": type })).status, type).toBe(415);
  });

  it("answers 413 past the body cap, declared or streamed", async () => {
    expect((await post(JSON.stringify({ name: "x".repeat(300) }))).status).toBe(413);
    expect((await post(JSON.stringify({ name: "x" }), { "content-length": "999999" })).status).toBe(413);
  });

  it("answers 400, not 500, when the client goes away mid-body", async () => {
    const cutOff = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"name":'));
        controller.error(new Error("aborted"));
      },
    });
    const request = new NextRequest("http://localhost:3000/api/test", {
      method: "POST",
      body: cutOff,
      duplex: "half",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.251", host: "localhost:3000" },
    });
    const response = await echo(request, context());
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe("The request body could not be read");
  });

  it("answers 400 to malformed JSON, broken UTF-8, control characters and unsafe markup, with the field", async () => {
    expect((await post("{name:")).status).toBe(400);
    const surrogate = await post('{"name":"a\\ud800b"}');
    expect(surrogate.status).toBe(400);
    expect((await surrogate.json()).error.fields).toHaveProperty("name");
    const nul = await post(JSON.stringify({ name: "a\u0000b" }));
    expect(nul.status).toBe(400);
    expect((await nul.json()).error.fields).toHaveProperty("name");
    const unsafe = await post(JSON.stringify({ name: "Ada", note: "<script>alert(1)</script>" }));
    expect(unsafe.status).toBe(400);
    expect((await unsafe.json()).error.fields.note.map((e: { message: string }) => e.message)).toEqual([
      "Form contains potentially unsafe content. Please review your input.",
    ]);
    const bytes = await echo(
      new NextRequest("http://localhost:3000/api/test", {
        method: "POST",
        body: new Uint8Array([0x7b, 0xff, 0x7d]),
        headers: { "content-type": "application/json" },
      }),
      context(),
    );
    expect(bytes.status).toBe(400);
  });

  it("refuses cross-origin writes with 403, by Origin or else Sec-Fetch-Site", async () => {
    expect((await post('{"name":"A"}', { origin: "https://evil.example" })).status).toBe(403);
    expect((await post('{"name":"A"}', { origin: "null" })).status).toBe(403);
    expect((await post('{"name":"A"}', { origin: "null", "sec-fetch-site": "cross-site" })).status).toBe(403);
    // A no-referrer page of our own sends Origin: null with the browser's same-origin fetch metadata.
    expect((await post('{"name":"A"}', { origin: "null", "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect((await post('{"name":"A"}', { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post('{"name":"A"}', { origin: "http://localhost:3000" })).status).toBe(200);
    expect((await post('{"name":"A"}', { "sec-fetch-site": "same-origin" })).status).toBe(200);
  });

  it("answers 400 with field messages to control characters in the path or query, before the handler runs", async () => {
    const handler = vi.fn(async () => new Response("ran"));
    const route = withPublic(handler);
    const badParam = await route(new NextRequest("http://localhost:3000/api/x"), context({ id: "a\u0000b" }));
    expect(badParam.status).toBe(400);
    expect((await badParam.json()).error.fields).toHaveProperty("id");
    expect((await route(new NextRequest("http://localhost:3000/api/x?q=a%00b"), context())).status).toBe(400);
    expect((await route(new NextRequest("http://localhost:3000/api/x"), context({ id: "x".repeat(201) }))).status).toBe(
      400,
    );
    expect(handler).not.toHaveBeenCalled();
  });

  it("counts the named rate limit per client and answers 429 with Retry-After", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 180_000);
    const from = (n: number) => ({ "x-forwarded-for": `203.0.113.${n}` });
    for (let i = 0; i < 30; i++) expect((await post('{"name":"A"}', from(9))).status).toBe(200);
    const limited = await post('{"name":"A"}', from(9));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post('{"name":"A"}', from(10))).status).toBe(200);
  });

  it("keeps an AppError's status and hides anything else behind a 500 with a request id and no stack", async () => {
    const known = withPublic(async () => {
      throw new AppError("conflict", "Already there");
    });
    expect((await known(new NextRequest("http://localhost:3000/x"), context())).status).toBe(409);
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const unknown = withPublic(async () => {
      throw new Error("secret internals at /srv/app.ts:1:1");
    });
    const response = await unknown(new NextRequest("http://localhost:3000/x"), context());
    const body = await response.json();
    expect(response.status).toBe(500);
    expect(body).toEqual({ error: { code: "internal", message: "Internal error" }, requestId: expect.any(String) });
    spy.mockRestore();
  });
});
