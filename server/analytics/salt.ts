import "server-only";
import { db } from "@/server/db/client";
import { createDailySalts, previousUtcDay, utcDay, type SaltStore } from "./visitor-hash";

const dbSaltStore: SaltStore = {
  async getOrCreate(day, candidate) {
    // A no-op update on conflict makes RETURNING give the stored salt: one round trip, and concurrent first writers
    // (other instances) all end up with the same salt.
    const rows = await db.$queryRaw<{ salt: string }[]>`
      INSERT INTO "AnalyticsSalt" ("day", "salt") VALUES (${day}::date, ${candidate})
      ON CONFLICT ("day") DO UPDATE SET "day" = EXCLUDED."day"
      RETURNING "salt"`;
    const salt = rows[0]?.salt;
    if (!salt) throw new Error("No analytics salt returned");
    return salt;
  },
  async deleteBefore(day) {
    await db.$executeRaw`DELETE FROM "AnalyticsSalt" WHERE "day" < ${day}::date`;
  },
};

/** The process's daily salts, backed by the AnalyticsSalt table. */
export const dailySalts = createDailySalts({ store: dbSaltStore });

/** Deletes salts older than yesterday even on a day without traffic (the analytics cron). */
export async function pruneAnalyticsSalts(now = Date.now()): Promise<void> {
  await dbSaltStore.deleteBefore(previousUtcDay(utcDay(now)));
}
