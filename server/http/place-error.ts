import "server-only";
import { NO_STORE } from "@/server/http/responses";

/** A 400 for a place that names no single city: the gazetteer's message on `field`, and places to choose from. */
export function placeErrorResponse(
  field: "location" | "near",
  { message, suggestions }: { message: string; suggestions: string[] },
): Response {
  return Response.json(
    { error: message, message, fields: { [field]: [message] }, suggestions },
    { status: 400, headers: NO_STORE },
  );
}
