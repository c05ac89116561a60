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

/** A host's crawl delay (seconds, from robots.txt) as the gap the verifier keeps: at least 1 s, at most 30 s. */
export function hostDelayMs(crawlDelaySeconds: number | undefined): number {
  const asked = Number.isFinite(crawlDelaySeconds) ? (crawlDelaySeconds as number) * 1_000 : 0;
  return Math.min(MAX_HOST_DELAY_MS, Math.max(MIN_HOST_DELAY_MS, asked));
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

  async beforeRequest(): Promise<void> {
    if (this.last !== null) {
      const wait = this.last + this.delayMs - this.clock.now();
      if (wait > 0) await this.clock.sleep(wait);
    }
    this.last = this.clock.now();
  }
}
