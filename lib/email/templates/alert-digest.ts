import { escapeHtml } from "../escape-html";
import type { EmailCopy } from "./email-copy";
import { renderEmailShell } from "./layout";
import { oneClickUnsubscribeHeaders } from "./unsubscribe-headers";
import type { RenderedEmail } from "./newsletter-confirmation";

export const ALERT_DIGEST_TEMPLATE = "alert-digest";

type DigestListing = { name: string; kindLabel: string; place: string | null; url: string };

type Input = {
  /** 'Berlin, Germany' or 'Germany'. */
  placeName: string;
  placeType: "city" | "country";
  radiusKm: number;
  /** The category names the subscription watches, in the recipient's language. */
  categories: string[];
  listings: DigestListing[];
  pauseUrl: string;
  unsubscribeUrl: string;
  oneClickUnsubscribeUrl: string;
  manageUrl: string;
};

/**
 * The daily digest of a location alert: the new listings with their links, then why it came and the way out —
 * pause and unsubscribe links (each to a confirmation page, since mail scanners open links) and RFC 8058 one-click
 * unsubscribe headers.
 */
export function alertDigestEmail({ locale, t }: EmailCopy, input: Input): RenderedEmail {
  const place = { place: input.placeName };
  const where = input.placeType === "city" ? t("digest.near", place) : t("digest.in", place);
  const count = t("digest.count", { count: input.listings.length });
  const subject = t("digest.subject", { count, where });
  const area =
    input.placeType === "city" ? t("digest.withinCity", { ...place, radius: input.radiusKm }) : t("digest.in", place);
  // 'clinics', 'clinics and labs', 'clinics, labs and wearables', as the language lists things.
  const categories = new Intl.ListFormat(locale, { type: "conjunction" }).format(input.categories);
  const intro = t("digest.intro", { categories, area });
  const why = t("digest.why", { categories, where });

  const text = [
    subject,
    "",
    intro,
    "",
    ...input.listings.flatMap((l) => [
      `- ${l.name} (${[l.kindLabel, l.place].filter(Boolean).join(", ")})`,
      `  ${l.url}`,
    ]),
    "",
    why,
    "",
    `${t("digest.pause")}: ${input.pauseUrl}`,
    `${t("digest.unsubscribe")}: ${input.unsubscribeUrl}`,
    `${t("digest.manage")}: ${input.manageUrl}`,
  ].join("\n");

  const items = input.listings
    .map(
      (l) =>
        `<li style="margin:0 0 12px"><a href="${escapeHtml(l.url)}" style="color:#047857;font-weight:600;text-decoration:none">${escapeHtml(l.name)}</a><br><span style="font-size:14px;color:#64748b">${escapeHtml([l.kindLabel, l.place].filter(Boolean).join(" · "))}</span></li>`,
    )
    .join("\n");
  const small = (content: string) =>
    `<p style="margin:0 0 8px;font-size:12px;line-height:18px;color:#64748b">${content}</p>`;
  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}" style="color:#64748b">${escapeHtml(label)}</a>`;
  const html = renderEmailShell(locale, {
    title: subject,
    preheader: intro,
    heading: t("digest.heading", { count, where }),
    content: `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#334155">${escapeHtml(intro)}</p>
<ul style="margin:0;padding:0 0 0 20px;font-size:16px;line-height:24px;color:#334155">
${items}
</ul>`,
    footer: `
${small(escapeHtml(why))}
${small(`${link(input.pauseUrl, t("digest.pause"))} · ${link(input.unsubscribeUrl, t("digest.unsubscribe"))} · ${link(input.manageUrl, t("digest.manage"))}`)}
`,
  });

  return {
    subject,
    text,
    html,
    headers: oneClickUnsubscribeHeaders(input.oneClickUnsubscribeUrl),
  };
}
