// A fresh member for an e2e test: signed up through the real API, so the browser context carries its session cookie.
import { randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";

export type TestMember = { email: string; password: string; fullName: string };

export function newMember(prefix = "member"): TestMember {
  const id = randomUUID().slice(0, 8);
  return { email: `${prefix}-${id}@example.com`, password: `long enough pass ${id}`, fullName: `Test ${prefix} ${id}` };
}

/** Signs a new member up through POST /api/auth/signup in the page's context (the cookie is kept for the page). */
export async function signUp(page: Page, member: TestMember = newMember(), extra: { location?: string; notifications?: boolean } = {}): Promise<TestMember> {
  const response = await page.request.post("/api/auth/signup", { data: { ...member, ...extra } });
  if (response.status() !== 201) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return member;
}

export async function signIn(context: BrowserContext, member: TestMember): Promise<void> {
  const response = await context.request.post("/api/auth/signin", { data: { email: member.email, password: member.password } });
  if (response.status() !== 200) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}
