import { migrate } from "../server/db/migrate";
import { seedDemoIfEmpty } from "./db/seed-demo";
import { startAppInstance } from "../tests/support/app-instances";
import { startTempPostgres } from "../tests/support/postgres";
const db = await startTempPostgres({ port: 5626 });
await migrate(db.url, { quiet: true });
await seedDemoIfEmpty(db.url);
const app = await startAppInstance({ port: 3312, databaseUrl: db.url, outboxDir: ".tmp/tmp-outbox", env: { LOG_LEVEL: "info" } });
const r = await fetch(`${app.url}/api/auth/signup`, { method: "POST", headers: { "content-type": "application/json", origin: app.url }, body: JSON.stringify({ email: "x1@example.com", password: "long enough pass 123", fullName: "X Y" }) });
const cookie = r.headers.getSetCookie().map((l) => l.split(";")[0]).join("; ");
await db.halt();
for (const p of ["/home", "/directory?search=abcxyz"]) {
  const down = await fetch(`${app.url}${p}`, { headers: { cookie }, redirect: "manual" });
  const text = await down.text();
  console.log(p, down.status, down.headers.get("retry-after"), text.length, text.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").slice(0, 300));
}
await db.resume();
await app.stop();
await db.stop();
