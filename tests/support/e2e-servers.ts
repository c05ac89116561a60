import { WEBHOOK_SECRET } from "../payments/support/stripe-objects";

/** The e2e suite's two servers: `npm start` on the embedded PGlite, and the same build on a temporary PostgreSQL. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_POSTGRES_PORT = Number(process.env.E2E_POSTGRES_PORT ?? 3101);

/** The embedded database of the first server (pglite-server speaks the Postgres protocol). */
export const E2E_DB_PORT = Number(process.env.E2E_DB_PORT ?? 5544);
export const E2E_DB_URL = `postgresql://postgres:postgres@127.0.0.1:${E2E_DB_PORT}/postgres`;

/** The SMTP server the first e2e server sends through (tests/support/e2e-smtp-sink.ts), and where it keeps the mail. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const e2eSmtpDir = (runId: string | undefined) => `.tmp/e2e-smtp-${runId}`;

export const E2E_SERVERS = [
  { database: "pglite", baseURL: `http://127.0.0.1:${E2E_PORT}` },
  { database: "postgres", baseURL: `http://127.0.0.1:${E2E_POSTGRES_PORT}` },
] as const;

/**
 * The e2e build is made with a Google Analytics id, so the consent banner, the CSP's GA origins and the consented
 * loading of gtag.js run in the browser tests (tests/e2e/analytics.spec.ts serves gtag.js itself; nothing leaves the
 * machine). Every other test starts as a visitor who declined, so the banner never covers what they click.
 */
export const E2E_GA_ID = "G-E2ETEST01";
export const E2E_CONSENT_KEY = "ld_analytics_consent";

/**
 * The first server takes payments through Stripe's official library against a local Stripe peer on this port, which
 * tests/e2e/payments.spec.ts starts for its own tests (tests/payments/support/stripe-peer.ts); webhooks are signed
 * with the secret tests/payments/support/stripe-objects.ts signs with. The price ids are the peer's, not real ones.
 */
export const E2E_STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? E2E_PORT + 3);
export const E2E_STRIPE_ENV = {
  STRIPE_SECRET_KEY: "sk_test_e2e",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_SPONSORED: "price_e2e_sponsored_monthly",
  STRIPE_PRICE_EXPEDITED: "price_e2e_expedited_once",
  STRIPE_API_URL: `http://127.0.0.1:${E2E_STRIPE_PORT}`,
} as const;
