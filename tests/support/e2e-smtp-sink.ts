// The e2e suite's mail server: a real SMTP server (smtp-server) that the first e2e server sends through (SMTP_URL),
// keeping every message it receives as an .eml file in E2E_SMTP_DIR, where tests/e2e/subscriptions.spec.ts reads the
// alert digest. Started and stopped by Playwright (webServer in playwright.config.ts).
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startSmtpServer } from "./smtp";

const dir = process.env.E2E_SMTP_DIR;
const port = Number(process.env.E2E_SMTP_PORT);
if (!dir || !port) throw new Error("E2E_SMTP_DIR and E2E_SMTP_PORT are required");
mkdirSync(dir, { recursive: true });

let sequence = 0;
const server = await startSmtpServer({
  port,
  onMessage(raw) {
    const name = `${Date.now()}-${String(++sequence).padStart(5, "0")}.eml`;
    // Renamed into place, so a reader never sees half a message.
    writeFileSync(path.join(dir, `.${name}`), raw);
    renameSync(path.join(dir, `.${name}`), path.join(dir, name));
  },
});
console.log(`[e2e-smtp] listening on ${server.url}, keeping messages in ${dir}`);

const stop = () => void server.stop().finally(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
