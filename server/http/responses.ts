import "server-only";

/** A JSON answer that sets (or clears) the session cookie; never stored by any cache. */
export function jsonWithCookie(body: unknown, cookies: string | readonly string[], init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  for (const cookie of typeof cookies === "string" ? [cookies] : cookies) headers.append("set-cookie", cookie);
  headers.set("cache-control", "no-store");
  return Response.json(body, { ...init, headers });
}

export const NO_STORE = { "cache-control": "no-store", vary: "cookie" } as const;
