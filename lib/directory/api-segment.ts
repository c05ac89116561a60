import { AppError } from "@/lib/http/app-error";
import { API_SEGMENTS, type ApiSegment, type ListingKind } from "./kinds";

/** The kind behind `/api/{segment}`; unknown segments are a 404, not a crash. */
export function kindOfApiSegment(segment: unknown): ListingKind {
  if (typeof segment !== "string" || !Object.hasOwn(API_SEGMENTS, segment))
    throw new AppError("not_found", "Unknown category");
  return API_SEGMENTS[segment as ApiSegment];
}
