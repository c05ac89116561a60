/**
 * A full-page navigation, for targets that are route handlers or must reload (sign-in, sign-out, after deleting an
 * account): not a client-side transition, which would fetch them as RSC payloads.
 */
export function hardNavigate(url: string): void {
  window.location.href = url;
}

/** Saves a JSON value as a file download. */
export function downloadJson(filename: string, value: unknown): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: filename });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
