import { mutate } from "swr";
import { CURRENT_USER_PATH } from "@/components/layout/current-user";

type ErrorBody = { error?: string; fields?: Record<string, string[]> };

export type AuthOutcome = { ok: true } | { ok: false; message: string; fields: Record<string, string> };

/**
 * Posts an auth form as JSON and reads the answer: field messages from a 400/409, the generic message of a 401, the
 * wait of a 429. On success the header's current-user cache is refreshed.
 */
export async function submitAuth(path: string, body: unknown): Promise<AuthOutcome> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      credentials: "include",
    });
  } catch {
    return { ok: false, message: "Network error. Please try again.", fields: {} };
  }
  if (response.ok) {
    await mutate(CURRENT_USER_PATH);
    return { ok: true };
  }
  const data = (await response.json().catch(() => ({}))) as ErrorBody;
  const fields = Object.fromEntries(
    Object.entries(data.fields ?? {}).map(([name, messages]) => [name, messages[0] ?? ""]),
  );
  if (response.status === 429) {
    const minutes = Math.max(1, Math.ceil(Number(response.headers.get("retry-after") ?? 60) / 60));
    return {
      ok: false,
      message: `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      fields,
    };
  }
  return { ok: false, message: data.error ?? "Something went wrong. Please try again.", fields };
}
