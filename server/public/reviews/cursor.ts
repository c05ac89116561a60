import "server-only";

/** Keyset position in the reviews order (newest first, then id), sent to clients as an opaque base64url string. */
export type ReviewCursor = { createdAt: string; id: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function encodeReviewCursor(cursor: ReviewCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString("base64url");
}

/** The cursor, or null when the text is not one this server wrote (the route answers 400). */
export function decodeReviewCursor(value: string): ReviewCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(value)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [createdAt, id] = parsed as unknown[];
    if (typeof createdAt !== "string" || !ISO_DATE.test(createdAt) || Number.isNaN(Date.parse(createdAt))) return null;
    if (typeof id !== "string" || !/^[\w-]{1,100}$/.test(id)) return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}

/** Where the page after these reviews starts; the detail page passes it to its "Load more reviews" island. */
export function nextReviewsCursor(reviews: readonly { id: string; createdAt: string }[]): string | null {
  const last = reviews.at(-1);
  return last ? encodeReviewCursor({ createdAt: last.createdAt, id: last.id }) : null;
}
