"use client";

import { useLocale, useTranslations } from "next-intl";
import { lazy, Suspense, useId, type FormEvent, type MouseEvent } from "react";
import { SAMPLE_QUERIES, sampleQueryHref } from "@/components/home/sample-queries";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { useTypedValue } from "@/components/ui/use-typed-value";
import { cn } from "@/lib/cn";
import { QUERY_MAX_LENGTH } from "@/lib/assistant/limits";
import { AssistantErrorCard } from "./assistant-error-card";
import { ResultBoundary } from "./result-boundary";
import { useHealthSearch, type HealthSearchOptions } from "./use-health-search";

// The result view (cards, lists, badges) loads on first focus or question, not with the page.
const loadResultView = () => import("./assistant-result");
const AssistantResult = lazy(() => loadResultView().then((module) => ({ default: module.AssistantResult })));

type HealthAssistantProps = HealthSearchOptions & { className?: string };

/**
 * The home hero's AI health assistant: ask, or pick a sample question; phases arrive one
 * second apart and merge into the answer. Without JavaScript the form searches the directory instead.
 */
export function HealthAssistant({ className, ...options }: HealthAssistantProps) {
  const id = useId();
  const [query, setQuery, inputRef] = useTypedValue();
  const { status, result, questionId, announcement, pending, search, reset } = useHealthSearch(options);
  const t = useTranslations("assistant");
  const locale = useLocale();
  const trimmed = query.trim();

  const ask = (text: string) => {
    const question = text.trim().slice(0, QUERY_MAX_LENGTH);
    if (!question || pending) return;
    void loadResultView();
    search(question);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    ask(query);
  };

  const onChip = (event: MouseEvent<HTMLAnchorElement>, text: string) => {
    event.preventDefault();
    if (pending) return;
    setQuery(text);
    ask(text);
  };

  const startOver = () => {
    reset();
    setQuery("");
    inputRef.current?.focus();
  };

  const tryAgain = () => {
    reset();
    inputRef.current?.focus();
  };

  return (
    <div className={cn("flex w-full max-w-2xl flex-col items-center gap-4", className)} data-testid="health-assistant">
      <form
        role="search"
        action="/directory"
        method="get"
        onSubmit={onSubmit}
        className="w-full"
        aria-label={t("label")}
      >
        <label htmlFor={`${id}-query`} className="sr-only">
          Ask a health question
        </label>
        <div className="flex h-16 w-full items-center gap-2 rounded-2xl border border-emerald-200 bg-white p-2 shadow-lg shadow-emerald-900/5 focus-within:border-emerald-500 sm:h-[4.5rem]">
          <Icon name="sparkles" className="ml-2 size-5 text-emerald-600" />
          <input
            ref={inputRef}
            id={`${id}-query`}
            name="search"
            type="text"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onFocus={() => void loadResultView()}
            maxLength={QUERY_MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t("placeholder")}
            data-testid="assistant-input"
            className="h-full min-w-0 flex-1 bg-transparent text-base text-slate-900 placeholder:text-slate-500 focus:outline-none"
          />
          <Button
            type="submit"
            size="lg"
            disabled={!trimmed || pending}
            data-testid="assistant-submit"
            className="h-full rounded-xl px-4 sm:px-5"
          >
            {pending ? <Icon name="loader-2" className="animate-spin" /> : <Icon name="search" />}
            <span className="hidden sm:inline">{pending ? t("thinking") : t("ask")}</span>
            <span className="sr-only sm:hidden">{pending ? t("thinking") : t("ask")}</span>
          </Button>
        </div>
      </form>

      <div className="flex flex-col items-center gap-3">
        <p className="text-sm font-medium text-slate-500">{t("popular")}</p>
        <ul className="flex flex-wrap justify-center gap-2" data-testid="assistant-chips">
          {SAMPLE_QUERIES.map((key) => ({ key, sample: t(`samples.${key}`) })).map(({ key, sample }) => (
            <li key={key}>
              <a
                href={sampleQueryHref(locale, sample)}
                onClick={(event) => onChip(event, sample)}
                aria-disabled={pending || undefined}
                data-testid="assistant-chip"
                className={cn("assistant-chip", pending && "pointer-events-none opacity-60")}
              >
                <Icon name="search" />
                {sample}
              </a>
            </li>
          ))}
        </ul>
      </div>

      <p role="status" aria-live="polite" className="sr-only" data-testid="assistant-status">
        {announcement}
      </p>

      {status === "error" ? <AssistantErrorCard onTryAgain={tryAgain} /> : null}
      {result ? (
        <ResultBoundary resetKey={questionId}>
          <Suspense fallback={<p className="text-sm text-slate-500">{t("loading")}</p>}>
            <AssistantResult result={result} focusKey={questionId} pending={pending} onAskAnother={startOver} />
          </Suspense>
        </ResultBoundary>
      ) : pending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600" data-testid="assistant-pending">
          <Icon name="loader-2" className="size-4 animate-spin" />
          {t("lookingInto")}
        </p>
      ) : null}
    </div>
  );
}
