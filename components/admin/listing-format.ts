/** "2026-11-24 14:05 UTC": the same text on the server and in every browser (no hydration mismatch). */
export function formatUtc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

export const STATUS_BADGE: Record<string, "default" | "secondary" | "outline" | "destructive"> = {
  published: "default",
  pending: "secondary",
  draft: "outline",
  hidden: "destructive",
};

/** A JSON value of the audit log or a field, as one short line. */
export function shortValue(value: unknown, max = 80): string {
  if (value === null || value === undefined || value === "") return "—";
  const text = Array.isArray(value)
    ? value.join(", ")
    : typeof value === "object"
      ? JSON.stringify(value)
      : String(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
