import "server-only";

/** Time as the verifier sees it: tests pass one that advances without sleeping. */
export type VerifierClock = { now: () => number; sleep: (ms: number) => Promise<void> };

export const systemClock: VerifierClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The least gap between two requests to one host, whatever its robots.txt says. */
const MIN_HOST_DELAY_MS = 1_000;
const MAX_HOST_DELAY_MS = 30_000;

/**
 * A host's crawl delay (seconds, from robots.txt) as the gap the verifier keeps: at least `floorMs` (1 s unless a
 * bench lowers it to measure the pacing itself), at most 30 s.
 */
export function hostDelayMs(crawlDelaySeconds: number | undefined, floorMs = MIN_HOST_DELAY_MS): number {
  const asked = Number.isFinite(crawlDelaySeconds) ? (crawlDelaySeconds as number) * 1_000 : 0;
  return Math.min(MAX_HOST_DELAY_MS, Math.max(floorMs, asked));
}

/**
 * Spaces one host's requests at least its delay apart. One pacer serves a host's whole job (every listing on it),
 * and a job that stops early hands its last request time to the job that carries on.
 */
export class HostPacer {
  constructor(
    private readonly clock: VerifierClock,
    private last: number | null = null,
    /** The host's gap, from its robots.txt once read. */
    public delayMs: number = MIN_HOST_DELAY_MS,
  ) {}

  get lastRequestAt(): number | null {
    return this.last;
  }

  /**
   * Runs one request to the host once its delay has passed since the previous one ended: measured from the end, so
   * the host never sees two requests closer than its delay however long the first took to arrive.
   */
  async paced<T>(request: () => Promise<T>): Promise<T> {
    if (this.last !== null) {
      const wait = this.last + this.delayMs - this.clock.now();
      if (wait > 0) await this.clock.sleep(wait);
    }
    this.last = this.clock.now();
    try {
      return await request();
    } finally {
      this.last = this.clock.now();
    }
  }
}
