"use client";

import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { useState, type KeyboardEvent } from "react";
import { wrapIndex, type Milestone } from "./brand-milestones";

const arrow = (label: string, icon: "chevron-left" | "chevron-right", onClick: () => void) => (
  <button
    type="button"
    onClick={onClick}
    aria-label={label}
    className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 sm:size-10"
  >
    <Icon name={icon} className="size-5" aria-hidden="true" />
  </button>
);

/**
 * The brand story carousel: one milestone at a time, previous / next buttons and dots, wrapping
 * around at both ends. Arrow keys, Home and End work while the carousel has focus; the current slide is
 * announced through a polite live region.
 */
export function BrandTimeline({ milestones, brandName }: { milestones: Milestone[]; brandName: string }) {
  const [index, setIndex] = useState(0);
  const t = useTranslations("brand-timeline");
  const count = milestones.length;
  const current = milestones[index];
  if (!current) return null;

  const go = (next: number) => setIndex(wrapIndex(next, count));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    go(next);
  };
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t("timeline", { brand: brandName })}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="brand-timeline"
      className="mt-4 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
    >
      <div
        role="group"
        aria-roledescription="slide"
        aria-label={t("milestonePosition", { position: index + 1, count, title: current.title })}
        data-testid="timeline-slide"
        data-milestone={current.id}
        className="flex min-h-36 gap-4 rounded-lg bg-brand-50 p-4 sm:p-5"
      >
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm">
          <Icon name={current.icon} className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{current.marker}</p>
          <h3 className="mt-1 text-base font-semibold text-slate-900">{current.title}</h3>
          <p className="mt-1 text-sm text-slate-700">{current.description}</p>
        </div>
      </div>

      <div className="mt-4 flex items-center justify-between gap-2">
        {arrow(t("previousMilestone"), "chevron-left", () => go(index - 1))}
        <div className="flex flex-wrap items-center justify-center gap-1">
          {milestones.map((milestone, dot) => (
            <button
              key={milestone.id}
              type="button"
              onClick={() => go(dot)}
              aria-label={t("goToMilestone", { number: dot + 1, title: milestone.title })}
              aria-current={dot === index ? "step" : undefined}
              data-testid="timeline-dot"
              className="group inline-flex size-11 items-center justify-center rounded-full sm:size-8"
            >
              <span
                aria-hidden="true"
                className={`block size-2.5 rounded-full transition-colors ${dot === index ? "bg-brand-700" : "bg-slate-300 group-hover:bg-slate-400"}`}
              />
            </button>
          ))}
        </div>
        {arrow(t("nextMilestone"), "chevron-right", () => go(index + 1))}
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="timeline-status">
        {t("milestone", { position: index + 1, count, title: current.title })}
      </p>
    </div>
  );
}
