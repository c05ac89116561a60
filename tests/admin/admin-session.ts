// Signs in as the admin the way the browser does (POST /api/admin/login) and builds admin API requests.
import { hash } from "@node-rs/argon2";
import { NextRequest } from "next/server";
import { POST as loginRoute } from "@/app/api/admin/login/route";
import { env } from "@/env";
import { adminCookieName } from "@/server/auth/admin/session";

const PASSWORD = "admin password for the admin tool tests";
let address = 0;
export const nextIp = () => `198.18.${100 + Math.floor(++address / 250)}.${(address % 250) + 1}`;
export const ORIGIN = "http://localhost:3000";

export type AdminInit = {
  method?: string;
  body?: unknown;
  rawBody?: string;
  token?: string | null;
  origin?: string;
  contentType?: string;
};

export function adminRequest(path: string, init: AdminInit = {}): NextRequest {
  const headers: Record<string, string> = { "x-forwarded-for": nextIp() };
  const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  if (body !== undefined) headers["content-type"] = init.contentType ?? "application/json";
  if (init.token) headers.cookie = `${adminCookieName()}=${init.token}`;
  if (init.origin) headers.origin = init.origin;
  return new NextRequest(`${ORIGIN}${path}`, { method: init.method ?? "GET", headers, body });
}

export const routeContext = (params: Record<string, string> = {}) => ({ params: Promise.resolve(params) });

/** A live admin session token, from the real login route. */
let passwordHash: Promise<string> | null = null;

export async function signInAsAdmin(): Promise<string> {
  passwordHash ??= hash(PASSWORD, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  env().ADMIN_PASSWORD_HASH = await passwordHash;
  const response = await loginRoute(
    adminRequest("/api/admin/login", { method: "POST", body: { password: PASSWORD } }),
    routeContext(),
  );
  if (response.status !== 200) throw new Error(`admin login failed: ${response.status} ${await response.text()}`);
  const token = new RegExp(`${adminCookieName()}=([^;]*)`).exec(response.headers.get("set-cookie") ?? "")?.[1];
  if (!token) throw new Error("admin login set no cookie");
  return token;
}
