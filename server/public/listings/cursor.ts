/** Keyset position in the directory order (featured, rating, id), sent to clients as an opaque base64url string. */
export type Cursor = { featured: boolean; rating: number; id: string };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.featured, cursor.rating, cursor.id])).toString("base64url");
}

export function decodeCursor(value: string): Cursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(value)) return null;
  try {
    const [featured, rating, id] = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as unknown[];
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
