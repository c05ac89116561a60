import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** The UTC calendar day of a moment, 'YYYY-MM-DD': the unit of salts, hashes and rollups. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function previousUtcDay(day: string): string {
  return utcDay(Date.parse(`${day}T00:00:00Z`) - 86_400_000);
}

/**
 * sha256(daily salt + IP + user agent): the same visitor gives the same hash all day and an unrelated one the next
 * day. Neither the IP nor the user agent is stored.
 */
export function visitorHash(salt: string, ip: string, userAgent: string | null): string {
  return createHash("sha256")
    .update(`${salt}\n${ip}\n${userAgent ?? ""}`)
    .digest("base64url");
}

export type SaltStore = {
  /** The day's salt: the stored one, or `candidate` when the day has none yet (the first writer wins). */
  getOrCreate(day: string, candidate: string): Promise<string>;
  /** Deletes the salts of days before `day`. */
  deleteBefore(day: string): Promise<void>;
};

type DailySaltOptions = { store: SaltStore; random?: () => string };

/**
 * Today's salt, remembered per process until the UTC day changes. The first use on a new day also deletes salts
 * older than yesterday, so no hash can be recomputed (or linked to another day's) once two days have passed.
 */
export function createDailySalts({ store, random = () => randomBytes(32).toString("base64url") }: DailySaltOptions) {
  let current: { day: string; salt: Promise<string> } | null = null;

  return {
    async saltFor(ms: number): Promise<{ day: string; salt: string }> {
      const day = utcDay(ms);
      if (current?.day !== day) {
        const salt = (async () => {
          const value = await store.getOrCreate(day, random());
          await store.deleteBefore(previousUtcDay(day));
          return value;
        })();
        current = { day, salt };
        // A failed lookup is retried by the next request rather than remembered.
        salt.catch(() => {
          if (current?.salt === salt) current = null;
        });
      }
      return { day, salt: await current.salt };
    },
  };
}
