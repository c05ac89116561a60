// Members for the subscription and alert tests, signed up through the real route (so requests carry a session
// cookie), and requests shaped like the browser's. Imported after the environment is set up (dynamic imports).
import { NextRequest } from "next/server";
import { POST as signUpRoute } from "@/app/api/auth/signup/route";
import { db } from "@/server/db/client";
import { sessionCookieName } from "@/server/auth/member/session";

type Handler = (req: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Init = {
  method?: string;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  cookie?: string;
  ip?: string;
  headers?: Record<string, string>;
};

let client = 0;

/** A fresh documentation-range address per request, so per-IP limits never carry over between tests. */
export const nextIp = () => `192.0.2.${(++client % 250) + 1}`;

export function request(path: string, init: Init = {}): NextRequest {
  const headers: Record<string, string> = { "x-forwarded-for": init.ip ?? nextIp(), ...init.headers };
  const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  if (body !== undefined) headers["content-type"] = init.contentType ?? "application/json";
  if (init.cookie) headers.cookie = `${sessionCookieName()}=${init.cookie}`;
  return new NextRequest(`http://localhost:3000${path}`, { method: init.method ?? "GET", headers, body });
}

export function call(
  handler: Handler,
  path: string,
  init: Init = {},
  params: Record<string, string> = {},
): Promise<Response> {
  return handler(request(path, init), { params: Promise.resolve(params) });
}

export type Member = { email: string; cookie: string; userId: string };

/**
 * Signs a member up; `verified` marks the address confirmed (alerts only go to confirmed addresses). `ip`: an address
 * of the caller's own, where the shared per-request ones could meet the per-IP sign-up limit across test files.
 */
export async function signUpMember(
  email: string,
  { verified = true, ip }: { verified?: boolean; ip?: string } = {},
): Promise<Member> {
  const response = await call(signUpRoute, "/api/auth/signup", {
    method: "POST",
    ip,
    body: { fullName: `Alert ${email.split("@")[0]}`, email, password: "correct horse battery" },
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = new RegExp(`${sessionCookieName()}=([^;]*)`).exec(response.headers.get("set-cookie") ?? "")?.[1] ?? "";
  const user = await db.user.update({
    where: { email },
    data: { emailVerified: verified ? new Date() : null },
    select: { id: true },
  });
  return { email, cookie, userId: user.id };
}
