import { VISITOR_ID_DISPLAY_LENGTH } from "./constants";

/** The visitor id as shown on the dashboards: its first 20 characters, with an ellipsis when cut. */
export function displayVisitorId(visitorId: string): string {
  return visitorId.length > VISITOR_ID_DISPLAY_LENGTH ? `${visitorId.slice(0, VISITOR_ID_DISPLAY_LENGTH)}…` : visitorId;
}

/** A session duration in whole seconds (the debug page). */
export function durationSeconds(ms: number): number {
  return Math.max(0, Math.floor(ms / 1000));
}

/** '2m 05s', '1h 02m', '12s' — the dashboard's session duration. */
export function formatDuration(ms: number): string {
  const total = durationSeconds(ms);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  if (hours > 0) return `${hours}h ${pad(minutes)}m`;
  if (minutes > 0) return `${minutes}m ${pad(seconds)}s`;
  return `${seconds}s`;
}
