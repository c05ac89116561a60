import "server-only";
import type { RateLimitOptions } from "./rate-limit";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** At most `limit` requests in each window of `windowMs`. */
const per =
  (windowMs: number) =>
  (limit: number): Omit<RateLimitOptions, "now"> => ({ limit, windowMs });
const perMinute = per(MINUTE);
const perQuarterHour = per(15 * MINUTE);
const perHour = per(HOUR);

/** Every named rate limit, per client IP (and per member where a route knows one): route policies refer to these names. */
export const RATE_LIMITS = {
  /** Page views and events from the client tracker: a busy reader sends a few a minute; scripts get cut off. */
  track: perMinute(120),
  /** Search tracking: generous for people typing, tight for scripts. */
  trackSearch: perMinute(30),
  /** AI assistant questions: three phases per question, so 60 a minute is 20 questions. */
  healthSearch: perMinute(60),
  /** Account creation per address. */
  signup: perHour(10),
  /** Sign-in requests per address (failed ones are also throttled per account, see server/auth/member/throttle.ts). */
  signin: perQuarterHour(30),
  /** Reset and confirmation emails per address or member. */
  passwordReset: perHour(5),
  /** Member writes, per member. */
  favorites: perMinute(120),
  subscriptions: perMinute(30),
  reviews: perHour(10),
  /** Data export and account deletion, per member. */
  account: perHour(10),
  /** One-click pause and unsubscribe links from alert emails, per address. */
  alertLinks: perMinute(30),
  /** Admin sign-in requests per address (failures also back off, see server/auth/admin/throttle.ts). */
  adminLogin: perQuarterHour(20),
  /** The no-JavaScript Compare button (a cookie write, no database), per address. */
  compare: perMinute(60),
  /** Stay Updated sign-ups. */
  newsletter: perHour(10),
  /** Brand submissions (POST /api/data/brands): a person adds a few brands at most. */
  brandSubmission: perHour(5),
  /** Brand enrichment lookups (GET /api/enrich-brand): each may fetch a remote site. */
  enrichment: perHour(30),
  /** Captcha challenges (GET /api/captcha): one per form view or refresh. */
  captcha: perHour(60),
  /** Listing claims (starting one, entering a code, checking a website), per member and per address. */
  claims: perHour(5),
  claimsPerAddress: perHour(20),
  /** Reports of a problem with a listing, per member (or address when anonymous) and per address. */
  reports: perHour(3),
  reportsPerAddress: perHour(3),
  /** A listing owner's writes (edits, confirmations, replies), per member. */
  ownerWrites: perHour(60),
  /** Review invitations an owner sends, per member: a day's clients, not a mailing list. */
  reviewInvitations: perHour(20),
  /** The owner's figures and CSV exports, per member. */
  ownerReads: perMinute(120),
  /** One-click "still correct" links from owner reminders, per address. */
  ownerLinks: perMinute(30),
  /** Opening Stripe Checkout or the billing portal, per member or address: a few purchases, not a script. */
  checkout: perHour(20),
  /** The public read API (/api/v1) without a key, per address: a script exploring it, not a mirror. */
  apiAnonymous: perMinute(60),
  /** The public read API with a key, per key (whichever addresses use it). */
  apiKey: perMinute(600),
} satisfies Record<string, Omit<RateLimitOptions, "now">>;

export type RateLimitName = keyof typeof RATE_LIMITS;
