/** Keyset position in the directory order (featured, rating, id), sent to clients as an opaque base64url string. */
import { fromBase64Url, toBase64Url } from "../base64url";

export type Cursor = { featured: boolean; rating: number; id: string };

export function encodeCursor(cursor: Cursor): string {
  return toBase64Url(JSON.stringify([cursor.featured, cursor.rating, cursor.id]));
}

export function decodeCursor(value: string): Cursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(value)) return null;
  try {
    const [featured, rating, id] = JSON.parse(fromBase64Url(value)) as unknown[];
    if (
      typeof featured !== "boolean" ||
      typeof rating !== "number" ||
      !Number.isFinite(rating) ||
      typeof id !== "string" ||
      id.length > 100
    )
      return null;
    if (!/^[\w-]+$/.test(id)) return null;
    return { featured, rating, id };
  } catch {
    return null;
  }
}
