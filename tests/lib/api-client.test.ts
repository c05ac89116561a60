import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, buildQueryPath, getQueryFn, isUnauthorizedError, swrConfig } from "../../lib/api-client";

type Echo = { method: string; url: string; contentType: string | null; body: string };

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readBody(req);
  const path = (req.url ?? "/").split("?")[0];
  const send = (status: number, text: string, statusMessage?: string) => {
    res.statusCode = status;
    if (statusMessage) res.statusMessage = statusMessage;
    res.end(text);
  };
  switch (path) {
    case "/echo": {
      const echo: Echo = {
        method: req.method ?? "",
        url: req.url ?? "",
        contentType: req.headers["content-type"] ?? null,
        body,
      };
      return send(200, JSON.stringify(echo));
    }
    case "/empty":
      return send(200, "");
    case "/no-content":
      return send(204, "");
    case "/fail-with-body":
      return send(500, "Database unavailable");
    case "/fail-empty":
      return send(503, "", "Service Unavailable");
    case "/unauthorized":
      return send(401, JSON.stringify(UNAUTHORIZED));
    case "/forbidden":
      return send(403, JSON.stringify({ error: { code: "forbidden", message: "Unauthorized" } }));
    case "/invalid":
      res.setHeader("retry-after", "120");
      return send(400, JSON.stringify(INVALID));
    default:
      return send(404, "Not found");
  }
}

const UNAUTHORIZED = { error: { code: "unauthorized", message: "Unauthorized" } };
const INVALID = {
  error: { code: "bad_request", message: "location: Unknown place", fields: { location: ["Unknown place"] } },
  requestId: "r1",
};

let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Records each RequestInit while still forwarding to the real fetch and the test server. */
function spyOnFetch() {
  return vi.spyOn(globalThis, "fetch");
}

function lastInit(spy: ReturnType<typeof spyOnFetch>): RequestInit | undefined {
  return spy.mock.calls.at(-1)?.[1];
}

function headerOf(init: RequestInit | undefined, name: string): string | null {
  return new Headers(init?.headers).get(name);
}

describe("apiRequest", () => {
  it("sends cookies with every request", async () => {
    const spy = spyOnFetch();
    await apiRequest("GET", `${base}/echo`);
    await apiRequest("POST", `${base}/echo`, { a: 1 });
    expect(spy).toHaveBeenCalledTimes(2);
    for (const [, init] of spy.mock.calls) expect(init?.credentials).toBe("include");
  });

  it("sets a JSON content type only when a body exists", async () => {
    const spy = spyOnFetch();
    const withBody = await apiRequest<Echo>("POST", `${base}/echo`, { itemType: "clinic", itemId: 7 });
    expect(headerOf(lastInit(spy), "content-type")).toBe("application/json");
    expect(withBody.contentType).toBe("application/json");
    expect(JSON.parse(withBody.body)).toEqual({ itemType: "clinic", itemId: 7 });

    const withoutBody = await apiRequest<Echo>("DELETE", `${base}/echo`);
    expect(headerOf(lastInit(spy), "content-type")).toBeNull();
    expect(withoutBody.method).toBe("DELETE");
    expect(withoutBody.contentType).toBeNull();
    expect(withoutBody.body).toBe("");
  });

  it("reads responses as JSON and an empty body as null", async () => {
    await expect(apiRequest("GET", `${base}/echo`)).resolves.toMatchObject({ method: "GET" });
    await expect(apiRequest("GET", `${base}/empty`)).resolves.toBeNull();
    await expect(apiRequest("DELETE", `${base}/no-content`)).resolves.toBeNull();
  });

  it("raises '{status}: {body}' on a non-2xx response", async () => {
    await expect(apiRequest("GET", `${base}/fail-with-body`)).rejects.toThrow(/^500: Database unavailable$/);
  });

  it("falls back to the status text when the error body is empty", async () => {
    await expect(apiRequest("GET", `${base}/fail-empty`)).rejects.toThrow(/^503: Service Unavailable$/);
  });
});

describe("ApiError", () => {
  it("carries the status, the code, the field messages, the body and the headers of the contract's error body", async () => {
    const error = await apiRequest("POST", `${base}/invalid`, { location: "x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const failure = error as ApiError;
    expect(failure.message).toBe(`400: ${JSON.stringify(INVALID)}`);
    expect(failure.status).toBe(400);
    expect(failure.code).toBe("bad_request");
    expect(failure.fields).toEqual({ location: ["Unknown place"] });
    expect(failure.serverMessage).toBe("location: Unknown place");
    expect(failure.body).toEqual(INVALID);
    expect(failure.headers.get("retry-after")).toBe("120");
  });

  it("keeps the status of an answer that is not the contract's body, with no code, fields or message", async () => {
    const error = (await apiRequest("GET", `${base}/fail-with-body`).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.code, error.body, error.serverMessage]).toEqual([500, null, null, null]);
    expect(error.fields).toEqual({});
  });
});

describe("isUnauthorizedError", () => {
  it("is true for a 401 whose code says unauthorized", async () => {
    const error = await apiRequest("GET", `${base}/unauthorized`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe(`401: ${JSON.stringify(UNAUTHORIZED)}`);
    expect(isUnauthorizedError(error)).toBe(true);
  });

  it("is false otherwise: another status, a network failure, or not an error at all", async () => {
    expect(isUnauthorizedError(await apiRequest("GET", `${base}/forbidden`).catch((e: unknown) => e))).toBe(false);
    expect(isUnauthorizedError(new Error("401: Unauthorized"))).toBe(false);
    expect(isUnauthorizedError(new TypeError("Failed to fetch"))).toBe(false);
    expect(isUnauthorizedError("401: Unauthorized")).toBe(false);
    expect(isUnauthorizedError(null)).toBe(false);
  });
});

describe("getQueryFn", () => {
  it("GETs the first key element with cookies and no content type", async () => {
    const spy = spyOnFetch();
    const data = await getQueryFn({ on401: "throw" })<Echo>([`${base}/echo`]);
    expect(data?.method).toBe("GET");
    expect(lastInit(spy)?.credentials).toBe("include");
    expect(headerOf(lastInit(spy), "content-type")).toBeNull();
  });

  it("yields null on 401 when configured to returnNull", async () => {
    await expect(getQueryFn({ on401: "returnNull" })([`${base}/unauthorized`])).resolves.toBeNull();
  });

  it("raises on 401 when configured to throw", async () => {
    const error = await getQueryFn({ on401: "throw" })([`${base}/unauthorized`]).catch((e: unknown) => e);
    expect(isUnauthorizedError(error)).toBe(true);
  });

  it("still raises other errors with returnNull", async () => {
    await expect(getQueryFn({ on401: "returnNull" })([`${base}/fail-empty`])).rejects.toThrow(
      "503: Service Unavailable",
    );
  });

  it("turns the key's parameter object into the query string the server receives", async () => {
    const key = [
      `${base}/echo`,
      { search: "nad+ clinic", specialties: ["longevity", "preventive"], limit: 20, empty: "" },
    ] as const;
    const data = await getQueryFn({ on401: "throw" })<Echo>(key);
    const received = new URL(data?.url ?? "", base).searchParams;
    expect(Object.fromEntries(received)).toEqual({
      search: "nad+ clinic",
      specialties: "longevity,preventive",
      limit: "20",
    });
  });
});

describe("buildQueryPath", () => {
  const params = (path: string) => new URL(path, "http://x").searchParams;

  it("uses the first element as the path", () => {
    expect(buildQueryPath(["/api/favorites"])).toBe("/api/favorites");
    expect(buildQueryPath("/api/auth/user")).toBe("/api/auth/user");
  });

  it("ignores a second element that is not an object", () => {
    expect(buildQueryPath(["/api/clinics", "42"])).toBe("/api/clinics");
    expect(buildQueryPath(["/api/clinics", ["a", "b"]])).toBe("/api/clinics");
    expect(buildQueryPath(["/api/clinics", null])).toBe("/api/clinics");
  });

  it("joins arrays with commas", () => {
    const path = buildQueryPath(["/api/labs", { testTypes: ["blood", "dna", "microbiome"] }]);
    expect(params(path).get("testTypes")).toBe("blood,dna,microbiome");
  });

  it("drops undefined, null, empty-string and empty-array entries", () => {
    const path = buildQueryPath([
      "/api/clinics",
      {
        search: "",
        region: undefined,
        country: null,
        specialties: [],
        verified: false,
        offset: 0,
        category: "clinics",
      },
    ]);
    expect(Object.fromEntries(params(path))).toEqual({ verified: "false", offset: "0", category: "clinics" });
  });

  it("returns the bare path when every entry is empty", () => {
    expect(buildQueryPath(["/api/brands", { search: "", tags: [] }])).toBe("/api/brands");
  });

  it("appends to a path that already has a query string", () => {
    expect(buildQueryPath(["/api/brands?featured=1", { limit: 6 }])).toBe("/api/brands?featured=1&limit=6");
  });
});

describe("swrConfig", () => {
  it("never retries, refetches or goes stale", () => {
    expect(swrConfig).toMatchObject({
      shouldRetryOnError: false,
      errorRetryCount: 0,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
      refreshInterval: 0,
    });
    expect(swrConfig.dedupingInterval).toBeGreaterThanOrEqual(2 ** 31 - 1);
  });

  it("raises on 401 by default", async () => {
    const error = await swrConfig.fetcher([`${base}/unauthorized`]).catch((e: unknown) => e);
    expect(isUnauthorizedError(error)).toBe(true);
  });
});
