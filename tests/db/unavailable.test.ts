// Which failures mean "the database is unavailable" (a 503 the client may retry), and whether running the statement
// again is safe: the shapes below are the ones Prisma 6 with the pg adapter and pg itself throw during a restart.
import { describe, expect, it } from "vitest";
import { Prisma } from "@/server/db/generated/client";
import {
  noteDatabaseAvailable,
  noteDatabaseFault,
  PROBE_INTERVAL_MS,
  refuseWhileDatabaseDown,
} from "@/server/db/fault-clock";
import { databaseFault } from "@/server/db/unavailable";
import { toErrorResponse } from "@/server/http/error-response";
import { renderBegins, renderedDuringDatabaseFault } from "@/server/cache/cache-runtime.mjs";

const known = (code: string, cause: object) =>
  new Prisma.PrismaClientKnownRequestError("Can't reach database server at 127.0.0.1:5432", {
    code,
    clientVersion: "6.19.3",
    meta: { driverAdapterError: Object.assign(new Error("DatabaseNotReachable"), { cause }) },
  });
const driverError = (cause: object) => Object.assign(new Error("driver"), { name: "DriverAdapterError", cause });

describe("databaseFault", () => {
  it("reads a refused or impossible connection as unreachable (the statement never ran)", () => {
    expect(databaseFault(known("P1001", { kind: "DatabaseNotReachable" }))).toBe("unreachable");
    expect(
      databaseFault(driverError({ kind: "postgres", code: "57P03", message: "the database system is shutting down" })),
    ).toBe("unreachable");
    expect(
      databaseFault(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })),
    ).toBe("unreachable");
    expect(databaseFault(new Error("timeout exceeded when trying to connect"))).toBe("unreachable");
  });

  it("reads a connection broken in use as lost (a write may have happened)", () => {
    expect(
      databaseFault(
        driverError({
          kind: "postgres",
          code: "57P01",
          message: "terminating connection due to administrator command",
        }),
      ),
    ).toBe("lost");
    expect(databaseFault(new Error("Connection terminated unexpectedly"))).toBe("lost");
    expect(databaseFault(new Error("Client has encountered a connection error and is not queryable"))).toBe("lost");
    expect(databaseFault(driverError({ kind: "ConnectionClosed" }))).toBe("lost");
  });

  it("leaves every other error alone", () => {
    expect(
      databaseFault(driverError({ kind: "UniqueConstraintViolation", constraint: { fields: ["email"] } })),
    ).toBeNull();
    expect(databaseFault(known("P2002", { kind: "UniqueConstraintViolation" }))).toBeNull();
    expect(databaseFault(new TypeError("x is undefined"))).toBeNull();
    expect(databaseFault("a string")).toBeNull();
  });
});

describe("responses while the database is unavailable", () => {
  it("a route handler's error becomes 503 with Retry-After, never a 500", async () => {
    const response = await toErrorResponse(known("P1001", { kind: "DatabaseNotReachable" }));
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await toErrorResponse(new TypeError("bug"))).status).toBe(500);
  });

  it("nothing rendered while the database was failing is cached: while it is down, or if a query failed since", () => {
    const start = 6_000_000;
    noteDatabaseAvailable();
    renderBegins("page", start);
    expect(renderedDuringDatabaseFault("page", start + 100)).toBe(false);
    // A render under way when the database fails, stored after it is back.
    renderBegins("page", start + 200);
    noteDatabaseFault(start + 300);
    expect(renderedDuringDatabaseFault("other", start + 350)).toBe(true);
    noteDatabaseAvailable();
    expect(renderedDuringDatabaseFault("page", start + 400)).toBe(true);
    // The next render, begun once it was back, is stored.
    renderBegins("page", start + 500);
    expect(renderedDuringDatabaseFault("page", start + 600)).toBe(false);
  });
});

describe("while the database is down", () => {
  it("pages are refused at once, but for one probe a second, until a query succeeds", () => {
    const start = 5_000_000;
    noteDatabaseAvailable();
    expect(refuseWhileDatabaseDown(start)).toBe(false);
    noteDatabaseFault(start);
    expect(refuseWhileDatabaseDown(start + 10)).toBe(true);
    expect(refuseWhileDatabaseDown(start + PROBE_INTERVAL_MS)).toBe(false);
    expect(refuseWhileDatabaseDown(start + PROBE_INTERVAL_MS + 10)).toBe(true);
    noteDatabaseAvailable();
    expect(refuseWhileDatabaseDown(start + PROBE_INTERVAL_MS + 20)).toBe(false);
  });
});
