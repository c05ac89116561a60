// The process's one pool (server/db/client.ts: Prisma through ResilientPrismaPg, and pg-boss through pgPool) after
// PostgreSQL restarts under it: the connections the restart cut are dropped, not handed out again, so the next
// query through either door opens a fresh one and succeeds. The database is a cluster of this file's own, since
// restarting the run's shared one would cut every other file's connections; one pooled connection, so a connection
// kept by mistake would make the next query fail or wait.
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { migrate } from "@/server/db/migrate";
import { startTempPostgres, type TempPostgres } from "../support/postgres";

type Client = typeof import("@/server/db/client");

describe.skipIf(inject("TEST_DB_KIND") !== "postgres")("the shared pool through a PostgreSQL restart", () => {
  let postgres: TempPostgres;
  let client: Client;
  const saved = { url: process.env.DATABASE_URL, size: process.env.DATABASE_POOL_SIZE };

  beforeAll(async () => {
    postgres = await startTempPostgres();
    await migrate(postgres.url, { quiet: true });
    process.env.DATABASE_URL = postgres.url;
    process.env.DATABASE_POOL_SIZE = "1";
    // A fresh module graph, so env() and the pool read this cluster's URL.
    vi.resetModules();
    client = await import("@/server/db/client");
  });

  afterAll(async () => {
    await client?.db.$disconnect();
    await client?.pgPool.end();
    await postgres?.stop();
    process.env.DATABASE_URL = saved.url;
    if (saved.size === undefined) delete process.env.DATABASE_POOL_SIZE;
    else process.env.DATABASE_POOL_SIZE = saved.size;
  });

  const backend = async () =>
    (await client.pgPool.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!.pid;
  const listings = () => client.db.listing.count();

  it("answers through Prisma and through pgPool after a restart, on a new connection", async () => {
    expect(await listings()).toBe(0);
    const before = await backend();
    expect(client.pgPool.totalCount).toBe(1);

    await postgres.restart();

    expect(await listings()).toBe(0);
    const after = await backend();
    expect(after).not.toBe(before);
    expect(client.pgPool.totalCount).toBe(1);
    // Raw statements through the pool, as pg-boss sends them.
    expect((await client.pgPool.query<{ one: number }>("SELECT 1::int AS one")).rows).toEqual([{ one: 1 }]);
  });

  it("gives back the connection of a transaction the restart broke, then serves both doors", async () => {
    await expect(
      client.db.$transaction(async (tx) => {
        await tx.listing.count();
        await postgres.restart();
        await tx.listing.count();
      }),
    ).rejects.toThrow();

    expect(await listings()).toBe(0);
    expect(await backend()).toEqual(expect.any(Number));
    expect(client.pgPool.totalCount).toBe(1);
    expect(client.pgPool.waitingCount).toBe(0);
  });

  it("refuses while the database is down, and answers again once it is back", async () => {
    await backend();
    await postgres.halt();
    await expect(client.pgPool.query("SELECT 1")).rejects.toThrow();
    await expect(listings()).rejects.toThrow();
    await postgres.resume();

    expect(await listings()).toBe(0);
    expect((await client.pgPool.query<{ one: number }>("SELECT 1::int AS one")).rows).toEqual([{ one: 1 }]);
  });
});
