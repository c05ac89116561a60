import type account from "../../messages/en/account.json";
import type addBrand from "../../messages/en/add-brand.json";
import type admin from "../../messages/en/admin.json";
import type analyticsDialog from "../../messages/en/analytics-dialog.json";
import type analytics from "../../messages/en/analytics.json";
import type assistant from "../../messages/en/assistant.json";
import type audit from "../../messages/en/audit.json";
import type badges from "../../messages/en/badges.json";
import type banner from "../../messages/en/banner.json";
import type blog from "../../messages/en/blog.json";
import type brandTimeline from "../../messages/en/brand-timeline.json";
import type captcha from "../../messages/en/captcha.json";
import type claim from "../../messages/en/claim.json";
import type comparePage from "../../messages/en/compare-page.json";
import type compare from "../../messages/en/compare.json";
import type contact from "../../messages/en/contact.json";
import type detail from "../../messages/en/detail.json";
import type developers from "../../messages/en/developers.json";
import type directoryKeywords from "../../messages/en/directory-keywords.json";
import type directory from "../../messages/en/directory.json";
import type email from "../../messages/en/email.json";
import type error from "../../messages/en/error.json";
import type errors from "../../messages/en/errors.json";
import type facts from "../../messages/en/facts.json";
import type feeds from "../../messages/en/feeds.json";
import type help from "../../messages/en/help.json";
import type home from "../../messages/en/home.json";
import type kinds from "../../messages/en/kinds.json";
import type layout from "../../messages/en/layout.json";
import type listingEditor from "../../messages/en/listing-editor.json";
import type ranking from "../../messages/en/ranking.json";
import type payments from "../../messages/en/payments.json";
import type listing from "../../messages/en/listing.json";
import type listingTranslations from "../../messages/en/listing-translations.json";
import type markdown from "../../messages/en/markdown.json";
import type near from "../../messages/en/near.json";
import type newsletter from "../../messages/en/newsletter.json";
import type og from "../../messages/en/og.json";
import type ownerEmails from "../../messages/en/owner-emails.json";
import type options from "../../messages/en/options.json";
import type oura from "../../messages/en/oura.json";
import type passwordReset from "../../messages/en/password-reset.json";
import type owner from "../../messages/en/owner.json";
import type places from "../../messages/en/places.json";
import type privacy from "../../messages/en/privacy.json";
import type profile from "../../messages/en/profile.json";
import type report from "../../messages/en/report.json";
import type reviewsForm from "../../messages/en/reviews-form.json";
import type reviewsPage from "../../messages/en/reviews-page.json";
import type statusPages from "../../messages/en/status-pages.json";
import type terms from "../../messages/en/terms.json";
import type { Locale } from "./locales";

/**
 * The catalogues: one folder per locale (messages/<locale>/), one file per namespace, so a client island can be
 * handed, or lazily load, only the namespaces it uses. next-intl's loader precompiles them at build time. English
 * is the source: its files give the types, and tests/i18n fail when another locale lacks one of its keys.
 */
export type Messages = {
  account: typeof account;
  "add-brand": typeof addBrand;
  admin: typeof admin;
  analytics: typeof analytics;
  "analytics-dialog": typeof analyticsDialog;
  assistant: typeof assistant;
  audit: typeof audit;
  badges: typeof badges;
  banner: typeof banner;
  blog: typeof blog;
  "brand-timeline": typeof brandTimeline;
  captcha: typeof captcha;
  claim: typeof claim;
  compare: typeof compare;
  "compare-page": typeof comparePage;
  contact: typeof contact;
  detail: typeof detail;
  developers: typeof developers;
  directory: typeof directory;
  "directory-keywords": typeof directoryKeywords;
  email: typeof email;
  error: typeof error;
  errors: typeof errors;
  facts: typeof facts;
  feeds: typeof feeds;
  help: typeof help;
  home: typeof home;
  kinds: typeof kinds;
  layout: typeof layout;
  listing: typeof listing;
  "listing-editor": typeof listingEditor;
  "listing-translations": typeof listingTranslations;
  markdown: typeof markdown;
  near: typeof near;
  newsletter: typeof newsletter;
  og: typeof og;
  options: typeof options;
  oura: typeof oura;
  "password-reset": typeof passwordReset;
  owner: typeof owner;
  "owner-emails": typeof ownerEmails;
  payments: typeof payments;
  places: typeof places;
  privacy: typeof privacy;
  profile: typeof profile;
  report: typeof report;
  ranking: typeof ranking;
  "reviews-form": typeof reviewsForm;
  "reviews-page": typeof reviewsPage;
  "status-pages": typeof statusPages;
  terms: typeof terms;
};
export type Namespace = keyof Messages;
export const NAMESPACES = [
  "account",
  "add-brand",
  "admin",
  "analytics",
  "analytics-dialog",
  "assistant",
  "audit",
  "badges",
  "banner",
  "blog",
  "brand-timeline",
  "captcha",
  "claim",
  "compare",
  "compare-page",
  "contact",
  "detail",
  "developers",
  "directory",
  "directory-keywords",
  "email",
  "error",
  "errors",
  "facts",
  "feeds",
  "help",
  "home",
  "kinds",
  "layout",
  "listing",
  "listing-editor",
  "listing-translations",
  "markdown",
  "near",
  "newsletter",
  "og",
  "options",
  "oura",
  "password-reset",
  "owner",
  "owner-emails",
  "payments",
  "places",
  "privacy",
  "profile",
  "ranking",
  "report",
  "reviews-form",
  "reviews-page",
  "status-pages",
  "terms",
] as const satisfies readonly Namespace[];

async function loadNamespace<N extends Namespace>(locale: Locale, namespace: N): Promise<Messages[N]> {
  return (await import(`../../messages/${locale}/${namespace}.json`)).default;
}

// The catalogues are immutable modules, so each locale's set is put together once per process. Done per call, it was
// a tenth of a per-request page's CPU in a profile of /home: the bundler resolves a template import by building a
// map of all 264 catalogue files on every call, 44 calls a time. Only a finished set is shared, never a pending load.
const loaded = new Map<Locale, Messages>();

export async function loadMessages(locale: Locale): Promise<Messages> {
  const known = loaded.get(locale);
  if (known) return known;
  const entries = await Promise.all(
    NAMESPACES.map(async (namespace) => [namespace, await loadNamespace(locale, namespace)] as const),
  );
  const messages = Object.fromEntries(entries) as Messages;
  loaded.set(locale, messages);
  return messages;
}
