// A transaction whose connection breaks (the database restarted under it) must give that connection back to the
// pool: with one pooled connection, as the embedded database runs, the next query would otherwise wait for it forever.
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ResilientPrismaPg } from "@/server/db/adapter";
import { PrismaClient } from "@/server/db/generated/client";

const url = process.env.TEST_DATABASE_URL;

/** A TCP relay to the database whose open connections the test can cut, as a restart would. */
async function startRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cut: () => sockets.forEach((socket) => socket.destroy()),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.skipIf(!url)("a transaction broken by the database going away", () => {
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let prisma: PrismaClient;

  beforeAll(async () => {
    const target = new URL(url!);
    relay = await startRelay(target);
    const relayed = new URL(url!);
    relayed.hostname = "127.0.0.1";
    relayed.port = String(relay.port);
    const adapter = new ResilientPrismaPg({ connectionString: relayed.href, max: 1, connectionTimeoutMillis: 2_000 });
    prisma = new PrismaClient({ adapter });
  });

  afterAll(async () => {
    await prisma?.$disconnect();
    relay.cut();
    await relay?.stop();
  });

  it("gives its connection back, so the single pooled connection serves the next query", async () => {
    await expect(
      prisma.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT 1`;
        relay.cut();
        await tx.$queryRaw`SELECT 1`;
      }),
    ).rejects.toThrow();
    const rows = await prisma.$queryRaw<{ one: number }[]>`SELECT 1::int AS one`;
    expect(rows).toEqual([{ one: 1 }]);
  });

  it("gives it back when the commit itself fails", async () => {
    await expect(
      prisma.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT 1`;
        // The connection breaks after the last statement: only COMMIT meets the broken connection.
        setImmediate(() => relay.cut());
        await new Promise((resolve) => setTimeout(resolve, 50));
      }),
    ).rejects.toThrow();
    const rows = await prisma.$queryRaw<{ one: number }[]>`SELECT 1::int AS one`;
    expect(rows).toEqual([{ one: 1 }]);
  });
});
