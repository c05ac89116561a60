// Sessions for the member and admin targets: a member signed up through the API and the admin signed in with this
// run's random password (its hash is in the app's environment). Each answer's Set-Cookie becomes a Cookie header.
import { randomBytes } from "node:crypto";
import { hash } from "@node-rs/argon2";

export type BenchSessions = Record<"member" | "admin", Record<string, string>>;

/** A random admin password for this run and the hash the app is started with. */
export async function benchAdminPassword(): Promise<{ password: string; hash: string }> {
  const password = randomBytes(18).toString("base64url");
  return { password, hash: await hash(password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 }) };
}

async function cookieFrom(url: string, body: unknown): Promise<Record<string, string>> {
  const post = () =>
    fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  // Once more on a network error: a kept-alive socket the server has just closed fails the first try.
  const res = await post()
    .catch(post)
    .catch((error: unknown) => {
      throw new Error(
        `POST ${url} failed: ${error instanceof Error ? String(error.cause ?? error.message) : String(error)}`,
      );
    });
  const cookies = res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => !pair.endsWith("="));
  if (!res.ok || cookies.length === 0)
    throw new Error(`${url} answered ${res.status} without a session: ${await res.text()}`);
  return { cookie: cookies.join("; ") };
}

export async function openSessions(baseUrl: string, adminPassword: string): Promise<BenchSessions> {
  const email = `bench-${randomBytes(6).toString("hex")}@example.com`;
  const member = await cookieFrom(`${baseUrl}/api/auth/signup`, {
    fullName: "Bench Member",
    email,
    password: randomBytes(18).toString("base64url"),
  });
  const admin = await cookieFrom(`${baseUrl}/api/admin/login`, { password: adminPassword });
  return { member, admin };
}
