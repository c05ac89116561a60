// A fresh member for an e2e test: signed up through the real API, so the browser context carries its session cookie.
import { randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";

/**
 * The first e2e server trusts forwarding headers (as behind a proxy), so each helper sign-up can come from its own
 * address and the per-address sign-up limit does not couple one test to the others.
 */
function fromAddress(): Record<string, string> {
  const byte = () => 1 + Math.floor(Math.random() * 250);
  return { "x-forwarded-for": `100.${byte()}.${byte()}.${byte()}` };
}

export type TestMember = { email: string; password: string; fullName: string };

export function newMember(prefix = "member"): TestMember {
  const id = randomUUID().slice(0, 8);
  return { email: `${prefix}-${id}@example.com`, password: `long enough pass ${id}`, fullName: `Test ${prefix} ${id}` };
}

/** Signs a new member up through POST /api/auth/signup in the page's context (the cookie is kept for the page). */
export async function signUp(
  page: Page,
  member: TestMember = newMember(),
  extra: { location?: string; notifications?: boolean } = {},
): Promise<TestMember> {
  const response = await page.request.post("/api/auth/signup", {
    data: { ...member, ...extra },
    headers: fromAddress(),
  });
  if (response.status() !== 201) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return member;
}

export async function signIn(context: BrowserContext, member: TestMember): Promise<void> {
  const response = await context.request.post("/api/auth/signin", {
    data: { email: member.email, password: member.password },
    headers: fromAddress(),
  });
  if (response.status() !== 200) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}
