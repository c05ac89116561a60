// A link a visitor is sent to (a register entry, a price page): https on a public host name, never an address of
// ours or of a private network, so a listing cannot point visitors or the verifier at internal services.
const INTERNAL_HOST = /^(localhost|.*\.localhost|.*\.local|.*\.internal|.*\.lan|\d{1,3}(\.\d{1,3}){3}|\[.*\])$/i;

export function isPublicHttpsUrl(text: string): boolean {
  if (text.length > 2_000 || !/^https:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return !url.username && !url.password && url.hostname.includes(".") && !INTERNAL_HOST.test(url.hostname);
  } catch {
    return false;
  }
}

/** Whether `hostname` is `host` or one of its subdomains (any case, a trailing dot ignored). */
export function isOnHost(hostname: string, host: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  return name === host || name.endsWith(`.${host}`);
}
