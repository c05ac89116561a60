import { useTranslations } from "next-intl";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Icon } from "@/components/ui/icon";
import type { NextStep } from "@/lib/assistant/types";

function PriorityBadge({ priority }: { priority: string }) {
  const t = useTranslations("assistant");
  // High and Medium get badges; any other priority is shown without one.
  if (priority === "High")
    return (
      <Badge variant="destructive" data-testid="assistant-priority">
        {t("highPriority")}
      </Badge>
    );
  if (priority === "Medium")
    return (
      <Badge variant="secondary" data-testid="assistant-priority">
        {t("mediumPriority")}
      </Badge>
    );
  return null;
}

export function NextStepList({ steps }: { steps: NextStep[] }) {
  if (!steps.length) return null;
  return (
    <section aria-labelledby="assistant-next-steps-title" className="flex flex-col gap-3">
      <h3 id="assistant-next-steps-title" className="text-base font-semibold text-slate-900">
        Next steps
      </h3>
      <ol className="flex flex-col gap-2">
        {steps.map((step, index) => (
          <li
            key={typeof step === "string" ? step : `${step.step}-${index}`}
            data-testid="assistant-next-step"
            className="rounded-lg border border-slate-200 bg-white p-3"
          >
            {typeof step === "string" ? (
              <p className="text-sm text-slate-800">{step}</p>
            ) : (
              <div className="flex flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-slate-900">{step.step}</span>
                  <PriorityBadge priority={step.priority} />
                </div>
                <p className="text-sm text-slate-700">{step.action}</p>
                {step.expert ? <p className="text-xs text-slate-500">Who can help: {step.expert}</p> : null}
                {step.href ? (
                  <Link
                    href={step.href}
                    prefetch={false}
                    className="inline-flex items-center gap-0.5 text-sm font-medium text-emerald-800 hover:underline"
                  >
                    Browse the directory
                    <Icon name="chevron-right" className="size-4" />
                  </Link>
                ) : null}
              </div>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
