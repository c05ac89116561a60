import { floorForDisplay } from "@/server/public/stats/display";
import type { DirectoryStats } from "@/server/public/stats/queries";

type Stat = { label: string; value: number };

/** Live counts, floored ("150+"); a count of zero is left out rather than dressed up. */
export function HeroStats({ stats }: { stats: Pick<DirectoryStats, "clinics" | "labs" | "brands" | "reviews"> }) {
  const items: Stat[] = [
    { label: "Clinics", value: stats.clinics },
    { label: "Labs", value: stats.labs },
    { label: "Brands", value: stats.brands },
    { label: "Reviews", value: stats.reviews },
  ].filter((item) => item.value > 0);
  if (!items.length) return null;
  return (
    <ul
      aria-label="Directory at a glance"
      data-testid="hero-stats"
      className="mx-auto grid w-full max-w-3xl grid-cols-2 gap-px overflow-hidden rounded-2xl border border-slate-200 bg-slate-200 shadow-sm sm:grid-flow-col sm:auto-cols-fr sm:grid-cols-none"
    >
      {items.map((item) => (
        <li
          key={item.label}
          className="flex flex-col items-center bg-white px-4 py-5 odd:last:col-span-2 sm:odd:last:col-span-1"
          data-testid={`stat-${item.label.toLowerCase()}`}
        >
          <span className="text-2xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-3xl">
            {floorForDisplay(item.value)}
          </span>{" "}
          <span className="text-sm font-medium text-slate-500">{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
