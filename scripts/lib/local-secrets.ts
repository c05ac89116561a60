// Secrets for a local `npm start` when the environment gives none: generated once, kept beside the embedded
// database (git-ignored) so sessions and links survive restarts, and never a fixed value anyone could know.
import { randomBytes } from "node:crypto";
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
