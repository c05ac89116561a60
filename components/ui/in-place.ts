import type { MouseEvent } from "react";

/**
 * A link's click handler that does `action` in place of a plain left click; a modified click (new tab or window)
 * follows the link, which also works before the page has hydrated.
 */
export function inPlace(action: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    action();
  };
}
