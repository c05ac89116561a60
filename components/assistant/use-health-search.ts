"use client";

import { useCallback, useMemo, useEffect, useRef, useState } from "react";
import { buildFallbackResult } from "@/lib/assistant/fallback";
import { phaseRequester, runHealthSearch, type PhaseRequester, type Sleep } from "@/lib/assistant/phase-runner";
import { useLocale, useTranslations } from "next-intl";
import type { Translator } from "@/lib/i18n/translator";
import { RECOMMENDATION_CATEGORIES, type HealthSearchResponse } from "@/lib/assistant/types";

type HealthSearchStatus = "idle" | "pending" | "done" | "error";

export type HealthSearchOptions = {
  /** Injected in tests; the default posts to /api/health-search. */
  request?: PhaseRequester;
  sleep?: Sleep;
  /** Pause before asking for the next phase (1000 ms). */
  phaseDelayMs?: number;
};

type HealthSearchState = {
  status: HealthSearchStatus;
  result: HealthSearchResponse | null;
  /** Changes with every new question, so the result can take focus once per question. */
  questionId: number;
  /** Short text for the screen-reader live region. */
  announcement: string;
};

const INITIAL: HealthSearchState = { status: "idle", result: null, questionId: 0, announcement: "" };

function announce(t: Translator<"assistant.announce">, result: HealthSearchResponse): string {
  if (result.kind === "emergency") return t("urgent", { summary: result.summary });
  if (result.hasMore) return result.nextPhase === "insights" ? t("summaryReady") : t("insightsReady");
  const count = RECOMMENDATION_CATEGORIES.reduce(
    (sum, category) => sum + Math.min(3, result.recommendations[category].length),
    0,
  );
  return count ? t("answerWith", { count, steps: result.nextSteps.length }) : t("answer");
}

/** Runs the phases of one question at a time; a new question or a reset stops the previous one. */
export function useHealthSearch(options: HealthSearchOptions = {}) {
  const [state, setState] = useState<HealthSearchState>(INITIAL);
  const controller = useRef<AbortController | null>(null);
  const locale = useLocale();
  const t = useTranslations("assistant.announce");
  const pageRequest = useMemo(() => phaseRequester(locale), [locale]);
  const { request = pageRequest, sleep, phaseDelayMs } = options;

  useEffect(() => () => controller.current?.abort(), []);

  const search = useCallback(
    (query: string) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState((previous) => ({
        status: "pending",
        result: null,
        questionId: previous.questionId + 1,
        announcement: t("searching"),
      }));
      runHealthSearch(query, {
        request,
        sleep,
        delayMs: phaseDelayMs,
        signal: current.signal,
        onResult: (result) => {
          if (current.signal.aborted) return;
          setState((previous) => ({
            ...previous,
            status: result.hasMore ? "pending" : "done",
            result,
            announcement: announce(t, result),
          }));
        },
      }).catch(() => {
        if (current.signal.aborted) return;
        // The Search Error card (its role=alert speaks for itself) and the fallback result.
        setState((previous) => ({ ...previous, status: "error", result: buildFallbackResult(), announcement: "" }));
      });
    },
    [request, sleep, phaseDelayMs, t],
  );

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState((previous) => ({ ...INITIAL, questionId: previous.questionId }));
  }, []);

  return { ...state, pending: state.status === "pending", search, reset };
}
