import { useLocale, useTranslations } from "next-intl";
import { floorForDisplay } from "@/server/stats/display";
import type { DirectoryStats } from "@/server/stats/queries";

type Stat = { id: "clinics" | "labs" | "brands" | "reviews"; value: number };

/** Live counts, floored ("150+"); a count of zero is left out rather than dressed up. */
export function HeroStats({ stats }: { stats: Pick<DirectoryStats, "clinics" | "labs" | "brands" | "reviews"> }) {
  const t = useTranslations("home.stats");
  const locale = useLocale();
  const items = (
    [
      { id: "clinics", value: stats.clinics },
      { id: "labs", value: stats.labs },
      { id: "brands", value: stats.brands },
      { id: "reviews", value: stats.reviews },
    ] satisfies Stat[]
  ).filter((item) => item.value > 0);
  if (!items.length) return null;
  return (
    <ul
      aria-label={t("label")}
      data-testid="hero-stats"
      className="mx-auto grid w-full max-w-3xl grid-cols-2 gap-px overflow-hidden rounded-2xl border border-slate-200 bg-slate-200 shadow-sm sm:grid-flow-col sm:auto-cols-fr sm:grid-cols-none"
    >
      {items.map((item) => (
        <li
          key={item.id}
          className="flex flex-col items-center bg-white px-4 py-5 odd:last:col-span-2 sm:odd:last:col-span-1"
          data-testid={`stat-${item.id}`}
        >
          <span className="text-2xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-3xl">
            {floorForDisplay(item.value, "compact", locale)}
          </span>{" "}
          <span className="text-sm font-medium text-slate-500">{t(item.id)}</span>
        </li>
      ))}
    </ul>
  );
}
