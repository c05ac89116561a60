/** A same-site path to come back to after signing in; anything else (other hosts, protocol-relative, odd text) is "/". */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || value.length > 500 || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\"))
    return "/";
  return /^[\x21-\x7e]*$/.test(value) ? value : "/";
}
