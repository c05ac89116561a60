import { Icon } from "@/components/ui/icon";
import Link from "next/link";

/** Spec 1 §2: the six sample questions under the hero search. */
export const SAMPLE_QUERIES = [
  { label: "LDL cholesterol", query: "LDL cholesterol" },
  { label: "Blood glucose", query: "blood glucose" },
  { label: "Sleep and recovery", query: "sleep and recovery" },
  { label: "Longevity", query: "longevity" },
  { label: "Energy", query: "energy" },
  { label: "Inflammation and gut health", query: "inflammation and gut health" },
] as const;

export function sampleQueryHref(query: string): string {
  return `/directory?search=${encodeURIComponent(query)}`;
}

export function SampleQueryChips() {
  return (
    <div className="flex flex-col items-center gap-3">
      <p className="text-sm font-medium text-slate-500">Popular topics</p>
      <ul className="flex max-w-2xl flex-wrap justify-center gap-2" data-testid="sample-queries">
        {SAMPLE_QUERIES.map(({ label, query }) => (
          <li key={query}>
            <Link
              href={sampleQueryHref(query)}
              prefetch={false}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-emerald-200 bg-white/80 px-4 text-sm font-medium text-emerald-900 shadow-sm transition-colors hover:border-emerald-400 hover:bg-emerald-50 sm:min-h-9"
            >
              <Icon name="search" aria-hidden="true" className="size-3.5 text-emerald-600" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
