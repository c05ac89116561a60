import { describe, expect, it, vi } from "vitest";
import { MEDICAL_DISCLAIMER } from "@/lib/assistant/disclaimer";
import { HEALTH_QUERY_FAILED_MESSAGE } from "@/lib/assistant/fallback";
import { NEXT_PHASE_DELAY_MS } from "@/lib/assistant/limits";
import { isHealthSearchResponse, runHealthSearch, type PhaseRequester } from "@/lib/assistant/phase-runner";
import {
  emptyRecommendations,
  nextPhaseAfter,
  type AssistantPhase,
  type HealthSearchResponse,
} from "@/lib/assistant/types";

function phaseResponse(phase: AssistantPhase): HealthSearchResponse {
  const nextPhase = nextPhaseAfter(phase);
  return {
    kind: "answer",
    phase,
    topics: [{ id: "sleep", title: "Sleep" }],
    summary: "Sleep matters.",
    expertInsights: phase === "summary" ? [] : ["Keep a schedule."],
    recommendations: emptyRecommendations(),
    nextSteps: phase === "recommendations" ? ["Track your sleep"] : [],
    hasMore: nextPhase !== null,
    nextPhase,
    disclaimer: MEDICAL_DISCLAIMER,
  };
}

describe("runHealthSearch", () => {
  it("asks for each phase the server names, waiting the 1 s delay in between, and merges", async () => {
    const calls: AssistantPhase[] = [];
    const request: PhaseRequester = async (_query, phase) => {
      calls.push(phase);
      return phaseResponse(phase);
    };
    const sleep = vi.fn(async (_ms: number) => {});
    const shown: HealthSearchResponse[] = [];
    const final = await runHealthSearch("sleep", { request, sleep, onResult: (r) => shown.push(r) });
    expect(calls).toEqual(["summary", "insights", "recommendations"]);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([NEXT_PHASE_DELAY_MS, NEXT_PHASE_DELAY_MS]);
    expect(shown.map((r) => r.hasMore)).toEqual([true, true, false]);
    expect(final.expertInsights).toEqual(["Keep a schedule."]);
    expect(final.nextSteps).toEqual(["Track your sleep"]);
  });

  it("really waits about a second with the default sleep", async () => {
    vi.useFakeTimers();
    try {
      const request = vi.fn<PhaseRequester>(async (_q, phase) => phaseResponse(phase));
      const done = runHealthSearch("sleep", { request });
      await vi.advanceTimersByTimeAsync(0);
      expect(request).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(NEXT_PHASE_DELAY_MS - 1);
      expect(request).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(request).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(NEXT_PHASE_DELAY_MS);
      await expect(done).resolves.toMatchObject({ hasMore: false });
    } finally {
      vi.useRealTimers();
    }
  });

  it("stops after a final answer and treats a loop back to an earlier phase as final", async () => {
    const request = vi.fn<PhaseRequester>(async () => ({ ...phaseResponse("summary"), nextPhase: "summary" as const }));
    const final = await runHealthSearch("sleep", { request, sleep: async () => {} });
    expect(request).toHaveBeenCalledTimes(1);
    expect(final.hasMore).toBe(false);
  });

  it("rejects when a phase fails, after showing what came before", async () => {
    const shown: HealthSearchResponse[] = [];
    const request: PhaseRequester = async (_q, phase) => {
      if (phase === "insights") throw new Error(HEALTH_QUERY_FAILED_MESSAGE);
      return phaseResponse(phase);
    };
    await expect(
      runHealthSearch("sleep", { request, sleep: async () => {}, onResult: (r) => shown.push(r) }),
    ).rejects.toThrow(HEALTH_QUERY_FAILED_MESSAGE);
    expect(shown).toHaveLength(1);
  });

  it("stops waiting when aborted", async () => {
    const controller = new AbortController();
    const request = vi.fn<PhaseRequester>(async (_q, phase) => phaseResponse(phase));
    const done = runHealthSearch("sleep", { request, delayMs: 60_000, signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort(new Error("new question"));
    await expect(done).rejects.toThrow("new question");
    expect(request).toHaveBeenCalledTimes(1);
  });
});

describe("requestPhase", () => {
  it("raises 'Failed to process health query' on a non-OK status", async () => {
    const fetchMock = vi.fn(async () => new Response("Too many requests", { status: 429 }));
    vi.stubGlobal("fetch", fetchMock);
    try {
      const { requestPhase } = await import("@/lib/assistant/phase-runner");
      const error = await requestPhase("sleep", "summary").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toBe(HEALTH_QUERY_FAILED_MESSAGE);
      expect(((error as Error).cause as Error).message).toBe("429: Too many requests");
      expect(fetchMock).toHaveBeenCalledWith(
        "/api/health-search",
        expect.objectContaining({ method: "POST", body: JSON.stringify({ query: "sleep", phase: "summary" }) }),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("refuses a body that is not an answer", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ hello: "world" })),
    );
    try {
      const { requestPhase } = await import("@/lib/assistant/phase-runner");
      await expect(requestPhase("sleep", "summary")).rejects.toThrow(HEALTH_QUERY_FAILED_MESSAGE);
      expect(isHealthSearchResponse(phaseResponse("summary"))).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
