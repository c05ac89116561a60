import { z } from "zod";

const optionalUrl = z.url().optional();

const schema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DATABASE_URL: z.string().min(1, "DATABASE_URL is required (npm start sets it for the embedded database)"),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  SITE_URL: z.url().default("http://localhost:3000"),
  AUTH_SECRET: z.string().min(16).optional(),
  /** Optional OAuth sign-in: each provider switches on when both of its variables are set. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GITHUB_CLIENT_ID: z.string().min(1).optional(),
  GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
  /** Bearer secret of machine callers: the scheduler's cron routes and the operator commands (npm run listing). */
  CRON_SECRET: z.string().min(32, "CRON_SECRET must be at least 32 characters").optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  SMTP_URL: z.string().optional(),
  EMAIL_FROM: z.string().default("Longevity Directory <hello@localhost>"),
  LLM_API_URL: optionalUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().default("gpt-4o-mini"),
  TRUST_PROXY_HEADERS: z.enum(["true", "false"]).default("false"),
});

export type Env = z.infer<typeof schema>;

function readEnv(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

let cached: Env | undefined;

/** Validated environment, read once on first use so builds without a database still compile. */
export function env(): Env {
  cached ??= readEnv();
  return cached;
}
