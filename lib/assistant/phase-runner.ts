import { apiRequest } from "@/lib/api-client";
import { HEALTH_QUERY_FAILED_MESSAGE } from "./fallback";
import { HEALTH_SEARCH_PATH, NEXT_PHASE_DELAY_MS } from "./limits";
import { mergePhaseResult } from "./merge";
import { ASSISTANT_PHASES, type AssistantPhase, type HealthSearchResponse } from "./types";
import type { Locale } from "@/lib/i18n/locales";

export type PhaseRequester = (query: string, phase: AssistantPhase) => Promise<HealthSearchResponse>;
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export type RunHealthSearchOptions = {
  request?: PhaseRequester;
  sleep?: Sleep;
  delayMs?: number;
  /** Called with the merged result after every phase. */
  onResult?: (merged: HealthSearchResponse) => void;
  /** A newer question or 'Ask Another Question' stops the remaining phases. */
  signal?: AbortSignal;
};

const abortableSleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A cheap shape check (no zod in the island's bundle): the server validated the full schema before sending. */
export function isHealthSearchResponse(value: unknown): value is HealthSearchResponse {
  return (
    isRecord(value) &&
    typeof value.summary === "string" &&
    Array.isArray(value.expertInsights) &&
    isRecord(value.recommendations) &&
    Array.isArray(value.nextSteps) &&
    typeof value.hasMore === "boolean" &&
    (value.nextPhase === null ||
      (typeof value.nextPhase === "string" && (ASSISTANT_PHASES as readonly string[]).includes(value.nextPhase)))
  );
}

/**
 * POST /api/health-search through the shared request rules; any failure becomes the assistant's one failure message. `locale`
 * is the page's language: the assistant answers in the question's language, else in this one.
 */
export function phaseRequester(locale?: Locale): PhaseRequester {
  return async (query, phase) => {
    let body: unknown;
    try {
      body = await apiRequest<unknown>("POST", HEALTH_SEARCH_PATH, { query, phase, locale });
    } catch (cause) {
      throw new Error(HEALTH_QUERY_FAILED_MESSAGE, { cause });
    }
    if (!isHealthSearchResponse(body)) throw new Error(HEALTH_QUERY_FAILED_MESSAGE);
    return body;
  };
}

export const requestPhase: PhaseRequester = phaseRequester();

const laterPhase = (current: AssistantPhase, next: AssistantPhase | null) =>
  next !== null && ASSISTANT_PHASES.indexOf(next) > ASSISTANT_PHASES.indexOf(current);

/**
 * Asks for the summary, then each nextPhase the server names after `delayMs`, merging as it goes.
 * Resolves with the final merged result; rejects on the first failed phase or when aborted.
 */
export async function runHealthSearch(
  query: string,
  options: RunHealthSearchOptions = {},
): Promise<HealthSearchResponse> {
  const { request = requestPhase, sleep = abortableSleep, delayMs = NEXT_PHASE_DELAY_MS, onResult, signal } = options;
  let phase: AssistantPhase = "summary";
  let merged: HealthSearchResponse | null = null;
  for (;;) {
    signal?.throwIfAborted();
    const response = await request(query, phase);
    signal?.throwIfAborted();
    merged = mergePhaseResult(merged, response);
    // A server that names no later phase has answered: a loop back to an earlier phase counts as final too.
    const more = response.hasMore && laterPhase(phase, response.nextPhase);
    const shown: HealthSearchResponse = more ? merged : { ...merged, hasMore: false, nextPhase: null };
    onResult?.(shown);
    if (!more || !response.nextPhase) return shown;
    await sleep(delayMs, signal);
    phase = response.nextPhase;
  }
}
