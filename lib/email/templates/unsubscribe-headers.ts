/** The headers that let a mail client unsubscribe in one click (RFC 8058): a POST to the link, no page. */
export function oneClickUnsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
