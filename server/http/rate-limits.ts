import "server-only";
import type { RateLimitOptions } from "./rate-limit";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every named rate limit, per client IP (and per member where a route knows one): route policies refer to these names. */
export const RATE_LIMITS = {
  /** Page views and events from the client tracker: a busy reader sends a few a minute; scripts get cut off. */
  track: { limit: 120, windowMs: MINUTE },
  /** Search tracking: generous for people typing, tight for scripts. */
  trackSearch: { limit: 30, windowMs: MINUTE },
  /** AI assistant questions: three phases per question, so 60 a minute is 20 questions. */
  healthSearch: { limit: 60, windowMs: MINUTE },
  /** Account creation per address. */
  signup: { limit: 10, windowMs: HOUR },
  /** Sign-in requests per address (failed ones are also throttled per account, see server/member/auth/throttle.ts). */
  signin: { limit: 30, windowMs: 15 * MINUTE },
  /** Reset and confirmation emails per address or member. */
  passwordReset: { limit: 5, windowMs: HOUR },
  /** Member writes, per member. */
  favorites: { limit: 120, windowMs: MINUTE },
  subscriptions: { limit: 30, windowMs: MINUTE },
  reviews: { limit: 10, windowMs: HOUR },
  /** Data export and account deletion, per member. */
  account: { limit: 10, windowMs: HOUR },
  /** One-click pause and unsubscribe links from alert emails, per address. */
  alertLinks: { limit: 30, windowMs: MINUTE },
  /** Admin sign-in requests per address (failures also back off, see server/admin/auth/throttle.ts). */
  adminLogin: { limit: 20, windowMs: 15 * MINUTE },
  /** Stay Updated sign-ups. */
  newsletter: { limit: 10, windowMs: HOUR },
  /** Brand submissions (POST /api/data/brands): a person adds a few brands at most. */
  brandSubmission: { limit: 5, windowMs: HOUR },
  /** Brand enrichment lookups (GET /api/enrich-brand): each may fetch a remote site. */
  enrichment: { limit: 30, windowMs: HOUR },
  /** Captcha challenges (GET /api/captcha): one per form view or refresh. */
  captcha: { limit: 60, windowMs: HOUR },
  /** Listing claims (starting one, entering a code, checking a website), per member and per address. */
  claims: { limit: 5, windowMs: HOUR },
  claimsPerAddress: { limit: 20, windowMs: HOUR },
  /** Reports of a problem with a listing, per member (or address when anonymous) and per address. */
  reports: { limit: 3, windowMs: HOUR },
  reportsPerAddress: { limit: 3, windowMs: HOUR },
  /** A listing owner's writes (edits, confirmations, replies), per member. */
  ownerWrites: { limit: 60, windowMs: HOUR },
  /** The owner's figures and CSV exports, per member. */
  ownerReads: { limit: 120, windowMs: MINUTE },
  /** One-click "still correct" links from owner reminders, per address. */
  ownerLinks: { limit: 30, windowMs: MINUTE },
} as const satisfies Record<string, Omit<RateLimitOptions, "now">>;

export type RateLimitName = keyof typeof RATE_LIMITS;
