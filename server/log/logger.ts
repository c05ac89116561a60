import "server-only";
import pino from "pino";

/**
 * Field names whose values never reach a log line, wherever they sit in a logged object (request bodies, headers,
 * errors): passwords, hashes, tokens, cookies, secrets.
 */
const REDACTED_KEYS = [
  "password",
  "newPassword",
  "currentPassword",
  "passwordHash",
  "token",
  "captchaToken",
  "code",
  "secret",
  "authorization",
  "cookie",
  "set-cookie",
  "AUTH_SECRET",
  "CRON_SECRET",
  "ADMIN_PASSWORD_HASH",
  "ADMIN_TOTP_SECRET",
  "LLM_API_KEY",
  "S3_SECRET_ACCESS_KEY",
  "secretAccessKey",
  "SMTP_URL",
];

const paths = REDACTED_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `headers["${key}"]`]);

export function createLogger(
  destination?: pino.DestinationStream,
  level = process.env.LOG_LEVEL ?? (process.env.VITEST ? "silent" : "info"),
) {
  const options = {
    level,
    base: { app: "longevity-directory" },
    redact: { paths, censor: "[redacted]" },
    serializers: { err: pino.stdSerializers.err },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** One structured logger (JSON lines on stdout); quiet in tests unless LOG_LEVEL says otherwise. */
export const logger = createLogger();
