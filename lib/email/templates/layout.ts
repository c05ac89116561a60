import { localePath, type Locale } from "@/lib/i18n/locales";
import { SITE_NAME, absoluteUrl } from "@/lib/site";
import { escapeHtml } from "../escape-html";
import type { EmailCopy } from "./email-copy";

type LayoutInput = {
  /** Shown by some clients next to the subject; plain text. */
  preheader: string;
  heading: string;
  /** Paragraphs of plain text; each is escaped. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the action; plain text lines, escaped. */
  footer: string[];
  footerLink?: { label: string; url: string };
};

/** A plain, table-free HTML email in the recipient's language: inline styles only, every dynamic value escaped. */
export function renderEmailLayout(
  { locale, t }: EmailCopy,
  { preheader, heading, paragraphs, action, footer, footerLink }: LayoutInput,
): string {
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#334155">${escapeHtml(text)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#047857;color:#ffffff;text-decoration:none;font-weight:600;font-size:16px;padding:12px 20px;border-radius:8px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#64748b">${escapeHtml(t("layout.pasteLink"))}<br><a href="${escapeHtml(action.url)}" style="color:#047857;word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : "";
  const small = footer
    .map((line) => `<p style="margin:0 0 8px;font-size:12px;line-height:18px;color:#64748b">${escapeHtml(line)}</p>`)
    .join("");
  const link = footerLink
    ? `<p style="margin:0;font-size:12px;line-height:18px"><a href="${escapeHtml(footerLink.url)}" style="color:#64748b">${escapeHtml(footerLink.label)}</a></p>`
    : "";
  return renderEmailShell(locale, {
    title: heading,
    preheader,
    heading,
    content: `${paragraphs.map(p).join("\n")}\n${button}`,
    footer: `${small}${link}`,
  });
}

type ShellInput = {
  /** The document title; plain text. */
  title: string;
  preheader: string;
  heading: string;
  /** HTML inside the card, under the heading. */
  content: string;
  /** HTML of the small print under the card. */
  footer: string;
};

/** The frame every email shares: the site name, a card with the heading and content, then the small print. */
export function renderEmailShell(locale: Locale, { title, preheader, heading, content, footer }: ShellInput): string {
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f8fafc;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preheader)}</div>
<div style="max-width:560px;margin:0 auto;padding:32px 16px">
<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:#064e3b"><a href="${escapeHtml(absoluteUrl(localePath(locale, "/")))}" style="color:#064e3b;text-decoration:none">${escapeHtml(SITE_NAME)}</a></p>
<div style="background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:32px 24px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#0f172a">${escapeHtml(heading)}</h1>
${content}
</div>
<div style="padding:24px 8px 0">${footer}</div>
</div>
</body></html>`;
}
