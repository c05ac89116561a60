// Secrets for a local `npm start` when the environment gives none: generated once, kept beside the embedded
// database (git-ignored) so sessions and links survive restarts, and never a fixed value anyone could know.
import { randomBytes } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const GENERATED_SECRETS = ["AUTH_SECRET", "CRON_SECRET"] as const;
type SecretName = (typeof GENERATED_SECRETS)[number];

export function secretsFileFor(dataDir: string): string {
  return `${dataDir.replace(/\/+$/, "")}-secrets.json`;
}

/** Sets each secret missing from process.env from the file, creating and saving new ones as needed. */
export function ensureLocalSecrets(file: string): Record<SecretName, string> {
  const stored: Partial<Record<SecretName, string>> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  let changed = false;
  for (const name of GENERATED_SECRETS) {
    if (!stored[name]) {
      stored[name] = randomBytes(32).toString("base64url");
      changed = true;
    }
    process.env[name] ||= stored[name];
  }
  if (changed) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  return stored as Record<SecretName, string>;
}

/**
 * The admin password when ADMIN_PASSWORD_HASH is not set: generated on the first start, printed once, and only its
 * Argon2id hash kept (in the same file). There is never a default password.
 */
export async function ensureLocalAdminPassword(file: string): Promise<void> {
  if (process.env.ADMIN_PASSWORD_HASH) return;
  const stored: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  if (!stored.ADMIN_PASSWORD_HASH) {
    const password = randomBytes(18).toString("base64url");
    stored.ADMIN_PASSWORD_HASH = await hash(password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    console.log(
      `\nAdmin password for /admin/login (shown only now; set ADMIN_PASSWORD_HASH to choose your own): ${password}\n`,
    );
  }
  process.env.ADMIN_PASSWORD_HASH = stored.ADMIN_PASSWORD_HASH;
}
