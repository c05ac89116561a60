/** UI timing and sizing constants. */

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ["F8"];
/** Radix replaces `{hotkey}`, so screen readers hear "Notifications (F8)". */
export const TOAST_VIEWPORT_LABEL = "Notifications ({hotkey})";
