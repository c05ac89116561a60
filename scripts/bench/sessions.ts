// Sessions for the member and admin targets: a member signed up through the API and the admin signed in with this
// run's random password (its hash is in the app's environment). Each answer's Set-Cookie becomes a Cookie header.
import { createHash, randomBytes } from "node:crypto";
import { hash } from "@node-rs/argon2";
import pg from "pg";

export type BenchSessions = Record<"member" | "admin" | "owner" | "apiKey", Record<string, string>>;

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

const signUp = (baseUrl: string, fullName: string, email: string) =>
  cookieFrom(`${baseUrl}/api/auth/signup`, { fullName, email, password: randomBytes(18).toString("base64url") });

/**
 * An API key held by the admin, stored as the app stores one (its SHA-256); the app is started with a per-key limit
 * no run reaches (API_KEY_CALLS_PER_MINUTE), so the API's figures include the key's lookup and the call's count.
 */
async function benchApiKey(client: pg.Client): Promise<Record<string, string>> {
  const key = `ldk_${randomBytes(32).toString("base64url")}`;
  await client.query(`INSERT INTO "ApiKey" (id, "userId", name, prefix, hash) VALUES ($1, NULL, 'Bench', $2, $3)`, [
    `bench-key-${randomBytes(6).toString("hex")}`,
    key.slice(0, 10),
    createHash("sha256").update(key).digest("hex"),
  ]);
  return { "x-api-key": key };
}

/**
 * A member, the admin, a listing owner and an API key: a second member with a confirmed address who owns the first published
 * clinic (made so in the database, as a claim would), for the owner dashboard and the claim page.
 */
export async function openSessions(
  baseUrl: string,
  adminPassword: string,
  databaseUrl: string,
): Promise<BenchSessions> {
  const member = await signUp(baseUrl, "Bench Member", `bench-${randomBytes(6).toString("hex")}@example.com`);
  const ownerEmail = `bench-owner-${randomBytes(6).toString("hex")}@example.com`;
  const owner = await signUp(baseUrl, "Bench Owner", ownerEmail);
  const admin = await cookieFrom(`${baseUrl}/api/admin/login`, { password: adminPassword });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let apiKey: Record<string, string>;
  try {
    apiKey = await benchApiKey(client);
    await client.query(`UPDATE "User" SET "emailVerified" = now() WHERE email = $1`, [ownerEmail]);
    await client.query(
      `INSERT INTO "ListingOwner" (id, "listingId", "userId", method, "verifiedAt")
       SELECT 'bench-owner', l.id, u.id, 'admin', now() FROM "User" u,
         (SELECT id FROM "Listing" WHERE status = 'published' AND kind = 'clinic' ORDER BY (origin = 'curated') DESC, slug LIMIT 1) l
       WHERE u.email = $1`,
      [ownerEmail],
    );
  } finally {
    await client.end();
  }
  return { member, admin, owner, apiKey };
}
