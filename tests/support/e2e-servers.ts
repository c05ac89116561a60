/** The e2e suite's two servers: `npm start` on the embedded PGlite, and the same build on a temporary PostgreSQL. */
export const E2E_PORT = 3100;
export const E2E_POSTGRES_PORT = 3101;

/** The embedded database of the first server (pglite-server speaks the Postgres protocol). */
export const E2E_DB_PORT = Number(process.env.E2E_DB_PORT ?? 5544);
export const E2E_DB_URL = `postgresql://postgres:postgres@127.0.0.1:${E2E_DB_PORT}/postgres`;

export const E2E_SERVERS = [
  { database: "pglite", baseURL: `http://127.0.0.1:${E2E_PORT}` },
  { database: "postgres", baseURL: `http://127.0.0.1:${E2E_POSTGRES_PORT}` },
] as const;
