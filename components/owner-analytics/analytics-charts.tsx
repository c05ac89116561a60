"use client";

import { useTranslations } from "next-intl";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

type TrafficPoint = { day: string; views: number; visitors: number };
type EventBar = { label: string; value: number };

type AnalyticsChartsProps = {
  series: TrafficPoint[];
  events: EventBar[];
  /** The bar chart's caption and series name (a listing owner's chart shows its other figures there). */
  bars?: { caption: string; name: string };
};

/** The traffic chart's lines: the series field, also the catalogue key of its name, and its colour. */
const TRAFFIC_LINES = [
  ["views", "#047857"],
  ["visitors", "#2563eb"],
] as const;

const shortDay = (day: string) => day.slice(5);

/** Views and unique visitors per day, and events by type (recharts; loaded on its own, after the page). */
export function AnalyticsCharts({ series, events, bars }: AnalyticsChartsProps) {
  const t = useTranslations("analytics.charts");
  const { caption, name } = bars ?? { caption: t("events"), name: t("eventsName") };
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <figure data-testid="analytics-chart-traffic" className="rounded-xl border border-slate-200 bg-white p-4">
        <figcaption className="mb-3 text-sm font-semibold text-slate-900">{t("traffic")}</figcaption>
        <ResponsiveContainer width="100%" height={260}>
          <LineChart data={series} margin={{ top: 8, right: 12, bottom: 0, left: -12 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="day" tickFormatter={shortDay} fontSize={12} minTickGap={16} />
            <YAxis allowDecimals={false} fontSize={12} />
            <Tooltip />
            <Legend />
            {TRAFFIC_LINES.map(([key, stroke]) => (
              <Line
                key={key}
                type="monotone"
                dataKey={key}
                name={t(key)}
                stroke={stroke}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </figure>
      <figure data-testid="analytics-chart-events" className="rounded-xl border border-slate-200 bg-white p-4">
        <figcaption className="mb-3 text-sm font-semibold text-slate-900">{caption}</figcaption>
        <ResponsiveContainer width="100%" height={260}>
          <BarChart data={events} layout="vertical" margin={{ top: 8, right: 12, bottom: 0, left: 24 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis type="number" allowDecimals={false} fontSize={12} />
            <YAxis type="category" dataKey="label" width={120} fontSize={12} />
            <Tooltip />
            <Bar dataKey="value" name={name} fill="#047857" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </figure>
    </div>
  );
}
