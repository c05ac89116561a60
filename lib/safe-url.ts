/** Only http(s) URLs may become links; anything else (javascript:, data:, relative junk) is dropped. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Image URLs next/image may fetch and optimise (next.config allows https hosts only); anything else is null. */
export function optimizableImageUrl(value: string | null | undefined): string | null {
  const url = safeHttpUrl(value);
  return url?.startsWith("https:") ? url : null;
}

/** rel for links leaving the site: never pass the opener or referrer; vouch (no nofollow) only for verified listings. */
export function outboundRel(verified: boolean): string {
  return verified ? "noopener noreferrer" : "noopener noreferrer nofollow";
}
