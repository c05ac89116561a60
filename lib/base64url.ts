/** base64url of a Latin-1 string (the callers pass ASCII: JSON of ids, a percent-encoded query string). */
export const toBase64Url = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** The text of a base64url value; throws on a value that is not base64. */
export const fromBase64Url = (value: string) => atob(value.replace(/-/g, "+").replace(/_/g, "/"));
