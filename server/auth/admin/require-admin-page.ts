import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { adminCookieName, isAdminSession } from "./session";

/**
 * The admin pages' own check (Proxy only redirects when no cookie is present at all): a live admin session, or a
 * redirect to the sign-in page. Every admin API checks the session again.
 */
export async function requireAdminPage(): Promise<void> {
  const token = (await cookies()).get(adminCookieName())?.value;
  if (!(await isAdminSession(token))) redirect("/admin/login");
}
