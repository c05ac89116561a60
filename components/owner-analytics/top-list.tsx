import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { formatNumber } from "@/lib/i18n/format";

type TopListRow = { key: string; label: string; value: number; href?: string };

type TopListProps = { title: string; rows: TopListRow[]; valueLabel: string; empty: string; testId: string };

/** One ranked list of the owner dashboard (a table, so it reads well without the charts). */
export function TopList({ title, rows, valueLabel, empty, testId }: TopListProps) {
  const t = useTranslations("analytics.dashboard");
  const locale = useLocale();
  return (
    <section data-testid={testId} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      {rows.length ? (
        <table className="mt-2 w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{t("name")}</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.key} data-testid={`${testId}-row`}>
                <td className="max-w-0 truncate py-1.5 pr-3 text-slate-800" title={row.label}>
                  {row.href ? (
                    <Link href={row.href} prefetch={false} className="hover:underline">
                      {row.label}
                    </Link>
                  ) : (
                    row.label
                  )}
                </td>
                <td className="w-16 py-1.5 text-right font-medium text-slate-900 tabular-nums">
                  {formatNumber(locale, row.value)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      )}
    </section>
  );
}
