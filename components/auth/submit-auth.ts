import { mutate } from "swr";
import { CURRENT_USER_PATH } from "@/components/layout/current-user";
import { ApiError, apiRequest } from "@/lib/api-client";

type AuthOutcome = { ok: true } | { ok: false; message: string; fields: Record<string, string> };

/**
 * Posts an auth form as JSON and reads the answer: field messages from a 400/409, the generic message of a 401, the
 * wait of a 429. On success the header's current-user cache is refreshed.
 */
export async function submitAuth(path: string, body: unknown): Promise<AuthOutcome> {
  try {
    await apiRequest("POST", path, body);
  } catch (error) {
    if (!(error instanceof ApiError)) return { ok: false, message: "Network error. Please try again.", fields: {} };
    const fields = Object.fromEntries(
      Object.entries(error.fields).map(([name, messages]) => [name, messages[0] ?? ""]),
    );
    if (error.code === "rate_limited") {
      const minutes = Math.max(1, Math.ceil(Number(error.headers.get("retry-after") ?? 60) / 60));
      return {
        ok: false,
        message: `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        fields,
      };
    }
    return { ok: false, message: error.serverMessage ?? "Something went wrong. Please try again.", fields };
  }
  await mutate(CURRENT_USER_PATH);
  return { ok: true };
}
