import { SCROLL_MILESTONES } from "./constants";

type ScrollMilestone = (typeof SCROLL_MILESTONES)[number];

/** How far down the page the bottom of the viewport is, 0..100. A page that fits the viewport is read to 100. */
export function scrollDepthPercent(scrollTop: number, viewportHeight: number, documentHeight: number): number {
  if (documentHeight <= viewportHeight) return 100;
  const seen = Math.max(0, scrollTop) + viewportHeight;
  return Math.min(100, Math.max(0, (seen / documentHeight) * 100));
}

/** The milestones reached at this depth that were not reached before, smallest first. */
export function newScrollMilestones(depthPercent: number, reached: ReadonlySet<ScrollMilestone>): ScrollMilestone[] {
  return SCROLL_MILESTONES.filter((milestone) => depthPercent >= milestone && !reached.has(milestone));
}

/**
 * Remembers the milestones of one page: `update` returns those newly reached (each only once per page);
 * `reset` starts over for the next page.
 */
export function createScrollDepthTracker() {
  const reached = new Set<ScrollMilestone>();
  return {
    update(scrollTop: number, viewportHeight: number, documentHeight: number): ScrollMilestone[] {
      const fresh = newScrollMilestones(scrollDepthPercent(scrollTop, viewportHeight, documentHeight), reached);
      for (const milestone of fresh) reached.add(milestone);
      return fresh;
    },
    reset(): void {
      reached.clear();
    },
  };
}
