import "server-only";
import { env } from "@/env";

export type PaymentsConfig = {
  secretKey: string;
  webhookSecret: string;
  prices: { sponsored: string; expedited: string };
  /** Another address for Stripe's API (a local peer in tests); null: api.stripe.com. */
  api: { host: string; port: number; protocol: "http" | "https" } | null;
};

/** On only when the secret key, the webhook secret and both price ids are set; null (off, nothing shown) otherwise. */
export function paymentsConfig(): PaymentsConfig | null {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_SPONSORED, STRIPE_PRICE_EXPEDITED, STRIPE_API_URL } =
    env();
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET || !STRIPE_PRICE_SPONSORED || !STRIPE_PRICE_EXPEDITED) return null;
  const url = STRIPE_API_URL ? new URL(STRIPE_API_URL) : null;
  const protocol = url?.protocol === "http:" ? "http" : "https";
  return {
    secretKey: STRIPE_SECRET_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    prices: { sponsored: STRIPE_PRICE_SPONSORED, expedited: STRIPE_PRICE_EXPEDITED },
    api: url
      ? { host: url.hostname, port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443, protocol }
      : null,
  };
}

/** Whether payments are on: pages ask this before showing anything about payment. */
export function paymentsEnabled(): boolean {
  return paymentsConfig() !== null;
}
