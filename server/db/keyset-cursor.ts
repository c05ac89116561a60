import "server-only";
import type { ZodMiniType } from "zod/mini";
import * as z from "zod/mini";

/** Position in a newest-first list (createdAt, then id), sent to clients as an opaque base64url string. */
type KeysetCursor = { createdAt: Date; id: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function encodeKeysetCursor(row: KeysetCursor): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString("base64url");
}

/** The cursor, or null when the text is not one this server wrote (the route answers 400). */
export function decodeKeysetCursor(value: string): KeysetCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(value)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [createdAt, id] = parsed as unknown[];
    if (typeof createdAt !== "string" || !ISO_DATE.test(createdAt) || Number.isNaN(Date.parse(createdAt))) return null;
    if (typeof id !== "string" || !/^[\w-]{1,100}$/.test(id)) return null;
    return { createdAt: new Date(createdAt), id };
  } catch {
    return null;
  }
}

/** A query-string cursor field: decoded before any query runs, a malformed one is a 400. */
export const cursorParam: ZodMiniType<KeysetCursor | undefined, string | undefined> = z.optional(
  z.pipe(
    z.string(),
    z.transform((value: string, ctx) => {
      const cursor = decodeKeysetCursor(value);
      if (!cursor) ctx.issues.push({ code: "custom", message: "cursor is malformed", input: value });
      return cursor ?? z.NEVER;
    }),
  ),
);

/** Rows after the cursor in the newest-first order. */
export function afterCursor(cursor: KeysetCursor | null | undefined) {
  if (!cursor) return {};
  return { OR: [{ createdAt: { lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { lt: cursor.id } }] };
}

/** Where the page after these rows starts: the last row's position (createdAt as a Date or its ISO string). */
function cursorAfter(rows: readonly { createdAt: Date | string; id: string }[]): string | null {
  const last = rows.at(-1);
  return last ? encodeKeysetCursor({ createdAt: new Date(last.createdAt), id: last.id }) : null;
}

/** The page's items and the cursor of the next page (fetch one row more than the page to know there is one). */
export function pageOf<T extends { createdAt: Date; id: string }>(
  rows: T[],
  size: number,
): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, size);
  return { rows: page, nextCursor: rows.length > size ? cursorAfter(page) : null };
}
