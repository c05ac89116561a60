import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";
import { useId, type ReactNode } from "react";
import { cn } from "@/lib/cn";

type DetailSectionProps = { title: string; icon?: IconName; children: ReactNode; className?: string; testId?: string };

/** A titled card: every block of a detail page (About, Specialties, Quick Info…) is one of these. */
export function DetailSection({ title, icon, children, className, testId }: DetailSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className={cn("rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6", className)}
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {icon ? <Icon name={icon} className="size-5 shrink-0 text-brand-700" aria-hidden="true" /> : null}
        {title}
      </h2>
      <div className="mt-3 text-slate-700">{children}</div>
    </section>
  );
}
