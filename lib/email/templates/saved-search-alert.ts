import { escapeHtml } from "../escape-html";
import type { EmailCopy } from "./email-copy";
import { renderEmailShell } from "./layout";
import { oneClickUnsubscribeHeaders } from "./unsubscribe-headers";
import type { RenderedEmail } from "./newsletter-confirmation";

type Input = {
  /** The saved search's name as its saver gave it. */
  name: string;
  listings: { name: string; kindLabel: string; url: string }[];
  viewUrl: string;
  pauseUrl: string;
  unsubscribeUrl: string;
  oneClickUnsubscribeUrl: string;
};

/**
 * What newly matches a saved search: the listings with their links, the view itself, then pause and unsubscribe
 * links (each to a confirmation page, since mail scanners open links) and RFC 8058 one-click unsubscribe headers.
 */
export function savedSearchEmail({ locale, t }: EmailCopy, input: Input): RenderedEmail {
  const count = t("savedSearch.count", { count: input.listings.length });
  const subject = t("savedSearch.subject", { count, name: input.name });
  const why = t("savedSearch.why", { name: input.name });
  const text = [
    subject,
    "",
    ...input.listings.flatMap((l) => [`- ${l.name} (${l.kindLabel})`, `  ${l.url}`]),
    "",
    `${t("savedSearch.view")}: ${input.viewUrl}`,
    "",
    why,
    `${t("savedSearch.pause")}: ${input.pauseUrl}`,
    `${t("savedSearch.unsubscribe")}: ${input.unsubscribeUrl}`,
  ].join("\n");
  const items = input.listings
    .map(
      (l) =>
        `<li style="margin:0 0 12px"><a href="${escapeHtml(l.url)}" style="color:#047857;font-weight:600;text-decoration:none">${escapeHtml(l.name)}</a><br><span style="font-size:14px;color:#64748b">${escapeHtml(l.kindLabel)}</span></li>`,
    )
    .join("\n");
  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}" style="color:#64748b">${escapeHtml(label)}</a>`;
  const html = renderEmailShell(locale, {
    title: subject,
    preheader: subject,
    heading: subject,
    content: `<ul style="margin:0;padding:0 0 0 20px;font-size:16px;line-height:24px;color:#334155">
${items}
</ul>
<p style="margin:16px 0 0">${link(input.viewUrl, t("savedSearch.view"))}</p>`,
    footer: `<p style="margin:0 0 8px;font-size:12px;line-height:18px;color:#64748b">${escapeHtml(why)}<br>${link(input.pauseUrl, t("savedSearch.pause"))} · ${link(input.unsubscribeUrl, t("savedSearch.unsubscribe"))}</p>`,
  });
  return {
    subject,
    text,
    html,
    headers: oneClickUnsubscribeHeaders(input.oneClickUnsubscribeUrl),
  };
}

/**
 * Double opt-in for a visitor's saved search, like the newsletter's: nothing is sent for it until the confirm link
 * is used; the unsubscribe link (and RFC 8058 one-click) deletes it.
 */
export function savedSearchConfirmationEmail(
  { locale, t }: EmailCopy,
  input: { name: string; confirmUrl: string; unsubscribeUrl: string; oneClickUnsubscribeUrl: string },
): RenderedEmail {
  const subject = t("savedSearch.confirmSubject");
  const intro = t("savedSearch.confirmIntro", { name: input.name });
  const ignore = t("savedSearch.ignore");
  const text = [
    subject,
    "",
    intro,
    "",
    input.confirmUrl,
    "",
    ignore,
    `${t("savedSearch.unsubscribe")}: ${input.unsubscribeUrl}`,
  ].join("\n");
  const html = renderEmailShell(locale, {
    title: subject,
    preheader: intro,
    heading: subject,
    content: `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#334155">${escapeHtml(intro)}</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(input.confirmUrl)}" style="color:#047857;font-weight:600">${escapeHtml(t("savedSearch.confirmButton"))}</a></p>`,
    footer: `<p style="margin:0 0 8px;font-size:12px;line-height:18px;color:#64748b">${escapeHtml(ignore)}</p>`,
  });
  return {
    subject,
    text,
    html,
    headers: oneClickUnsubscribeHeaders(input.oneClickUnsubscribeUrl),
  };
}
