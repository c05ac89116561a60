import "server-only";
import type { PlaceErrorBody } from "@/lib/member/subscription-options";
import { NO_STORE } from "@/server/http/responses";

/** A location that names no single place: 400 with the gazetteer's message on `location` and its suggestions. */
export function placeErrorResponse({ message, suggestions }: { message: string; suggestions: string[] }): Response {
  const body: PlaceErrorBody = { error: message, message, fields: { location: [message] }, suggestions };
  return Response.json(body, { status: 400, headers: NO_STORE });
}
