/** Names from `document.cookie` ("a=1; b=2"); values are never kept. */
export function cookieNames(documentCookie: string): string[] {
  return documentCookie
    .split(";")
    .map((pair) => pair.split("=")[0]?.trim() ?? "")
    .filter(Boolean);
}
