// Reads the error apiRequest throws for a failed answer ("409: {json}", lib/api-client.ts) back into its parts.
// Safe to import from client code: it is what the islands show the user after a failed request.

export type FailedAnswer = { status: number; body: Record<string, unknown> };

export type ApiProblem = { status: number; message: string | null; fields: Record<string, string[]> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The status and JSON body of a failed apiRequest; null when the request got no HTTP answer (network failure). */
export function failedAnswer(error: unknown): FailedAnswer | null {
  const match = error instanceof Error ? /^(\d{3}): ([\s\S]*)$/.exec(error.message) : null;
  if (!match) return null;
  let body: unknown = null;
  try {
    body = JSON.parse(match[2] ?? "");
  } catch {
    // Not JSON (a proxy's error page): the status alone says enough.
  }
  return { status: Number(match[1]), body: isRecord(body) ? body : {} };
}

/** The status, `error` message and field messages of a failed apiRequest; status 0 when the network failed. */
export function apiProblem(error: unknown): ApiProblem {
  const answer = failedAnswer(error);
  if (!answer) return { status: 0, message: null, fields: {} };
  const { error: message, fields } = answer.body;
  return {
    status: answer.status,
    message: typeof message === "string" ? message : null,
    fields: isRecord(fields) ? (fields as Record<string, string[]>) : {},
  };
}
