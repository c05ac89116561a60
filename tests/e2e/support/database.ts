import pg from "pg";
import { E2E_DB_URL } from "../../support/e2e-servers";

/** One query on the embedded database the e2e server runs on (a connection of its own, closed after). */
export async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: E2E_DB_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}
