export const SITE_NAME = "Longevity Directory";
export const SITE_DESCRIPTION =
  "Find longevity clinics, biomarker labs, functional practitioners, wearables, supplements and health brands across Europe.";

/** Public origin without a trailing slash; SITE_URL in production, localhost otherwise. */
export function siteUrl(): string {
  return (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");
}

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl()}/`).toString();
}

/** The bare address of a mailbox such as "Longevity Directory <hello@example.com>". */
export function mailboxAddress(mailbox: string): string {
  return /<([^<>\s]+)>/.exec(mailbox)?.[1] ?? mailbox.trim();
}
