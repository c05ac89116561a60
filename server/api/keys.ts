import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { API_KEY_PATTERN, API_KEY_PREFIX, API_KEY_SHOWN_LENGTH, API_KEYS_PER_HOLDER } from "@/lib/api/api-key";
import type { ApiKeySummary, CreatedApiKey } from "@/lib/api/api-key-schema";
import { AppError } from "@/lib/http/app-error";
import { genericError } from "@/lib/http/error-codes";
import { ADMIN_ACTOR, ownerActor, recordAudit } from "@/server/audit";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { revalidateApiKey } from "@/server/cache/revalidate";
import { db } from "@/server/db/client";

/** A key's holder: a member (an owner), or the admin (no member). */
type Holder = { userId: string | null };

const LAST_USED_GRANULARITY_MS = 60 * 60 * 1000;

const actorOf = ({ userId }: Holder) => (userId ? ownerActor(userId) : ADMIN_ACTOR);

const hashOf = (key: string) => createHash("sha256").update(key).digest("hex");

const summaryOf = (row: {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}): ApiKeySummary => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** The holder's keys, newest first, revoked ones included (marked). */
export async function listApiKeys({ userId }: Holder): Promise<ApiKeySummary[]> {
  const rows = await db.apiKey.findMany({ where: { userId }, orderBy: { createdAt: "desc" } });
  return rows.map(summaryOf);
}

/** A new key: stored as its hash, returned once. A holder has at most API_KEYS_PER_HOLDER live keys. */
export async function createApiKey(holder: Holder, name: string, ip?: string): Promise<CreatedApiKey> {
  const { userId } = holder;
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const row = await db.$transaction(async (tx) => {
    const live = await tx.apiKey.count({ where: { userId, revokedAt: null } });
    if (live >= API_KEYS_PER_HOLDER)
      throw new AppError("conflict", genericError("apiKeyLimit", { max: API_KEYS_PER_HOLDER }));
    const created = await tx.apiKey.create({
      data: { userId, name, prefix: key.slice(0, API_KEY_SHOWN_LENGTH), hash: hashOf(key) },
    });
    await recordAudit(tx, {
      actor: actorOf(holder),
      action: "api_key.create",
      entityType: "api_key",
      entityId: created.id,
      after: { name, prefix: created.prefix },
      ip,
    });
    return created;
  });
  return { ...summaryOf(row), key };
}

/** Revokes one of the holder's keys; another holder's key, or none, is a 404. */
export async function revokeApiKey(holder: Holder, id: string, ip?: string, now = new Date()): Promise<ApiKeySummary> {
  const row = await db.$transaction(async (tx) => {
    const key = await tx.apiKey.findFirst({ where: { id, userId: holder.userId } });
    if (!key) throw new AppError("not_found", "API key not found");
    if (key.revokedAt) return key;
    const revoked = await tx.apiKey.update({ where: { id }, data: { revokedAt: now } });
    await recordAudit(tx, {
      actor: actorOf(holder),
      action: "api_key.revoke",
      entityType: "api_key",
      entityId: id,
      before: { name: key.name, prefix: key.prefix },
      ip,
    });
    return revoked;
  });
  revalidateApiKey(row.hash);
  return summaryOf(row);
}

/** Keys are for listing owners (and the admin): a member who owns no listing is refused. */
export async function requireKeyHolder(userId: string): Promise<Holder> {
  const owned = await db.listingOwner.count({ where: { userId } });
  if (!owned) throw new AppError("forbidden", "API keys are for listing owners");
  return { userId };
}

/**
 * A key's row by its hash, cached a minute and cleared when the key is revoked (every instance, through the tag), so
 * a call with a key reads the database at most once a minute. A hash no key has is cached as well: guessing costs
 * the guesser, not the database.
 */
async function keyByHash(hash: string): Promise<{ id: string; revoked: boolean; lastUsedAt: Date | null } | null> {
  "use cache";
  cacheTag(CACHE_TAGS.apiKey(hash));
  cacheLife("minutes");
  const row = await db.apiKey.findUnique({ where: { hash }, select: { id: true, revokedAt: true, lastUsedAt: true } });
  return row && { id: row.id, revoked: row.revokedAt !== null, lastUsedAt: row.lastUsedAt };
}

/** When this process last wrote each key's last use: the cached row's own date lags behind the writes. */
const lastUseWritten = new Map<string, number>();
const MAX_REMEMBERED_USES = 10_000;

/**
 * The live key a request names, by its hash; null for a key that is malformed, unknown or revoked. Its last use is
 * kept to the hour, so a busy key writes at most once an hour per instance.
 */
export async function findLiveApiKey(key: string, now = new Date()): Promise<{ id: string } | null> {
  if (!API_KEY_PATTERN.test(key)) return null;
  const row = await keyByHash(hashOf(key));
  if (!row || row.revoked) return null;
  const written = Math.max(lastUseWritten.get(row.id) ?? 0, row.lastUsedAt?.getTime() ?? 0);
  if (now.getTime() - written > LAST_USED_GRANULARITY_MS) {
    if (lastUseWritten.size >= MAX_REMEMBERED_USES) lastUseWritten.clear();
    lastUseWritten.set(row.id, now.getTime());
    const since = new Date(now.getTime() - LAST_USED_GRANULARITY_MS);
    await db.apiKey.updateMany({
      where: { id: row.id, revokedAt: null, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: since } }] },
      data: { lastUsedAt: now },
    });
  }
  return { id: row.id };
}
