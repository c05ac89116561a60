import "server-only";
import type { NextRequest } from "next/server";
import { AppError } from "@/lib/http/app-error";
import { adminCookieName, isAdminSession } from "@/server/auth/admin/session";
import { createRoute } from "./route";

/** Whether the request carries a live admin session (checked in the database every time). */
export async function requestIsAdmin(req: NextRequest): Promise<boolean> {
  return isAdminSession(req.cookies.get(adminCookieName())?.value);
}

async function requireAdmin(req: NextRequest): Promise<{ admin: true }> {
  if (!(await requestIsAdmin(req))) throw new AppError("unauthorized", "Admin session required");
  return { admin: true };
}

/** Admin-only routes: every check is made here, in the handler's wrapper (Proxy's cookie gate only redirects pages). */
export const withAdmin = createRoute(requireAdmin, (_actor, ip) => `admin:${ip}`);
