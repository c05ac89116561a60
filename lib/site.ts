export const SITE_NAME = "Longevity Directory";
/** The pages' language (the <html lang>), for numbers, distances and dates formatted with Intl. */
export const SITE_LOCALE = "en";
export const SITE_DESCRIPTION =
  "Find longevity clinics, biomarker labs, functional practitioners, wearables, supplements and health brands across Europe.";

/** Public origin without a trailing slash; SITE_URL in production, localhost otherwise. */
export function siteUrl(): string {
  return (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");
}

/** `origin` for client code, which cannot read SITE_URL: the server hands it over as a prop. */
export function absoluteUrl(path: string, origin: string = siteUrl()): string {
  return new URL(path, `${origin}/`).toString();
}

/** The bare address of a mailbox such as "Longevity Directory <hello@example.com>". */
export function mailboxAddress(mailbox: string): string {
  return /<([^<>\s]+)>/.exec(mailbox)?.[1] ?? mailbox.trim();
}
