import { z } from "zod";

const optionalUrl = z.url().optional();

const schema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DATABASE_URL: z.string({ error: "DATABASE_URL is required (npm start sets it for the embedded database)" }),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * Redis 7 or Valkey (redis:// or rediss://) holding the page and data cache every instance shares; read by the
   * cache handlers (server/cache/). Unset: one instance caches in its own memory and disk.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "REDIS_URL must be a redis:// or rediss:// URL")
    .optional(),
  SITE_URL: z.url().default("http://localhost:3000"),
  /**
   * Calls a minute each public API key may make (default 600): an operator raising it for their own integrations,
   * or the bench, whose key must not be throttled while it measures the API at full speed.
   */
  API_KEY_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).optional(),
  AUTH_SECRET: z.string().min(16).optional(),
  /** Optional OAuth sign-in: each provider switches on when both of its variables are set. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GITHUB_CLIENT_ID: z.string().min(1).optional(),
  GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
  /** Bearer secret of machine callers: the scheduler's cron routes and the operator commands (npm run listing). */
  CRON_SECRET: z.string().min(32, "CRON_SECRET must be at least 32 characters").optional(),
  /** Argon2id hash of the admin password (`npm run admin:hash`); npm start generates one when unset. */
  ADMIN_PASSWORD_HASH: z
    .string()
    .startsWith("$argon2id$", "ADMIN_PASSWORD_HASH must be an Argon2id hash (npm run admin:hash)")
    .optional(),
  /** Base32 TOTP secret: when set, admin sign-in also asks for a one-time code. */
  ADMIN_TOTP_SECRET: z.string().min(16).optional(),
  SMTP_URL: z.string().optional(),
  EMAIL_FROM: z.string().default("Longevity Directory <hello@localhost>"),
  /** The address the contact and privacy pages give; unset: the address of EMAIL_FROM. */
  CONTACT_EMAIL: z.email().optional(),
  /** Without SMTP_URL, every email is written here as an .eml file (relative to the working directory). */
  OUTBOX_DIR: z.string().min(1).default(".data/outbox"),
  /** Folder of stored logos and photos (relative to the working directory) when no S3 bucket is configured. */
  IMAGE_DIR: z.string().min(1).default(".data/images"),
  /** An S3-compatible bucket for logos and photos, used when the endpoint, bucket and both keys are set. */
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  /** A Photon- or Nominatim-compatible geocoder for listing addresses; unset: the offline gazetteer, approximate. */
  GEOCODER_URL: optionalUrl,
  /** IndexNow key (8–128 letters, digits, dashes): set, published listings' URLs are submitted after publishing. */
  INDEXNOW_KEY: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,128}$/, "INDEXNOW_KEY must be 8–128 letters, digits or dashes")
    .optional(),
  INDEXNOW_ENDPOINT: z.url().default("https://api.indexnow.org/indexnow"),
  LLM_API_URL: optionalUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().default("gpt-4o-mini"),
  /**
   * Stripe payments (sponsored places, expedited review): on when the secret key, the webhook secret and both price
   * ids are set. Unset: nothing about payment appears anywhere.
   */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_SPONSORED: z.string().min(1).optional(),
  STRIPE_PRICE_EXPEDITED: z.string().min(1).optional(),
  /** Another address for Stripe's API (a local test peer, http://127.0.0.1:port); unset: api.stripe.com. */
  STRIPE_API_URL: optionalUrl,
  TRUST_PROXY_HEADERS: z.enum(["true", "false"]).default("false"),
  /**
   * A MapLibre style (https URL, or a path on this site) for the map of results, read at build time: MapLibre GL
   * then draws its tiles, and the CSP allows exactly its hosts. Unset: country outlines drawn offline.
   */
  MAP_STYLE_URL: z
    .string()
    .refine((v) => /^https?:\/\//.test(v) || /^\/[^/]/.test(v), "MAP_STYLE_URL must be an http(s) URL or a path")
    .optional(),
  /** Google Analytics 4 measurement id (G-…), inlined into the client at build time; empty or unset: no GA at all. */
  NEXT_PUBLIC_GA_ID: z
    .union([
      z.literal(""),
      z.string().regex(/^G-[A-Z0-9]{4,}$/, "NEXT_PUBLIC_GA_ID must be a GA4 measurement id (G-…)"),
    ])
    .optional(),
});

export type Env = z.infer<typeof schema>;

/** Every variable the app reads (.env.example lists them all; a unit test keeps the two together). */
export const ENV_KEYS = Object.keys(schema.shape) as (keyof Env)[];

/** Validates a set of variables; an empty value counts as unset (`KEY=` lines copied from .env.example). */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== "")));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

function readEnv(): Env {
  return parseEnv(process.env);
}

let cached: Env | undefined;

/** Validated environment, read once on first use so builds without a database still compile. */
export function env(): Env {
  cached ??= readEnv();
  return cached;
}
