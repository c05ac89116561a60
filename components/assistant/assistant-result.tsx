"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";
import { isFinalResult } from "@/lib/assistant/merge";
import type { HealthSearchResponse } from "@/lib/assistant/types";
import { NextStepList } from "./next-step-list";
import { RecommendationCards } from "./recommendation-cards";

export type AssistantResultProps = {
  result: HealthSearchResponse;
  /** A new value moves focus to the answer (once per question). */
  focusKey: number;
  pending: boolean;
  onAskAnother: () => void;
};

function Paragraphs({ text }: { text: string }) {
  return text.split(/\n{2,}/).map((paragraph, index) => (
    <p key={index} className="text-slate-800">
      {paragraph}
    </p>
  ));
}

/** The merged answer: summary and insights as they arrive; recommendations, next steps and the disclaimer when final. */
export function AssistantResult({ result, focusKey, pending, onAskAnother }: AssistantResultProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const final = isFinalResult(result);
  const emergency = result.kind === "emergency";
  const t = useTranslations("assistant");
  // An answer without its author (an older cached response) came from the offline knowledge base.
  const author = result.author ?? { engine: "knowledge-base" as const };

  useEffect(() => {
    headingRef.current?.focus();
  }, [focusKey]);

  return (
    <section
      aria-labelledby="assistant-result-title"
      aria-busy={pending}
      data-testid="assistant-result"
      data-kind={result.kind}
      className={cn(
        "flex w-full flex-col gap-5 rounded-2xl border p-4 text-left shadow-sm sm:p-6",
        emergency ? "border-red-300 bg-red-50" : "border-slate-200 bg-white",
      )}
    >
      <div className="flex flex-col gap-2">
        <h2
          id="assistant-result-title"
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-2 text-lg font-semibold text-slate-900 focus:outline-none"
        >
          {emergency ? (
            <Icon name="phone" className="size-5 text-red-700" />
          ) : (
            <Icon name="sparkles" className="size-5 text-emerald-600" />
          )}
          {emergency ? t("headingEmergency") : t("heading")}
        </h2>
        {result.topics.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Topics">
            {result.topics.map((topic) => (
              <li
                key={topic.id}
                className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-900"
              >
                {topic.title}
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <div className={cn("flex flex-col gap-3", emergency && "font-medium")} data-testid="assistant-summary">
        <Paragraphs text={result.summary} />
      </div>

      {result.expertInsights.length ? (
        <section
          aria-labelledby="assistant-insights-title"
          className="flex flex-col gap-2"
          data-testid="assistant-insights"
        >
          <h3 id="assistant-insights-title" className="text-base font-semibold text-slate-900">
            {emergency ? t("insightsEmergency") : t("insights")}
          </h3>
          <ul className="flex list-disc flex-col gap-1.5 pl-5 text-slate-700">
            {result.expertInsights.map((insight) => (
              <li key={insight}>{insight}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {final ? (
        <>
          <RecommendationCards recommendations={result.recommendations} />
          <NextStepList steps={result.nextSteps} />
        </>
      ) : null}

      {/* Mounted with the answer, so screen readers announce who wrote it and the disclaimer as they arrive. */}
      <div aria-live="polite" className="flex flex-col gap-2" data-testid="assistant-notices">
        <p
          className="flex gap-2 rounded-lg bg-slate-50 p-3 text-xs font-medium text-slate-700"
          data-testid="assistant-declaration"
          data-engine={author.engine}
        >
          <Icon name="sparkles" className="mt-0.5 size-4" />
          {author.engine === "language-model"
            ? t("declaration.model", { model: author.model })
            : t("declaration.knowledgeBase")}
        </p>
        {final ? (
          <p
            className="flex gap-2 rounded-lg bg-slate-50 p-3 text-xs text-slate-600"
            data-testid="assistant-disclaimer"
          >
            <Icon name="info" className="mt-0.5 size-4" />
            {result.disclaimer}
          </p>
        ) : null}
      </div>

      {final ? (
        <>
          <div>
            <Button variant="outline" onClick={onAskAnother} data-testid="assistant-ask-another">
              <Icon name="refresh-cw" />
              Ask Another Question
            </Button>
          </div>
        </>
      ) : (
        <p className="flex items-center gap-2 text-sm text-slate-500" data-testid="assistant-more-coming">
          <Icon name="loader-2" className="size-4 animate-spin" />
          {result.nextPhase === "insights" ? t("gatheringInsights") : t("findingRecommendations")}
        </p>
      )}
    </section>
  );
}
