"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { ImportRowResult } from "@/lib/import/schema";
import { HeldClaimsNotice, heldOfRow } from "./held-claims-notice";
import { useRowErrorsText } from "./use-listing-errors";

function countResults(results: readonly ImportRowResult[]): Record<ImportRowResult["outcome"], number> {
  const counts = { created: 0, updated: 0, unchanged: 0, error: 0 };
  for (const result of results) counts[result.outcome] += 1;
  return counts;
}

export function ImportProgress({ done, total }: { done: number; total: number }) {
  const t = useTranslations("admin.import");
  const percent = total ? Math.round((done / total) * 100) : 100;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-sm text-slate-700">
        <span>{t("importing")}</span>
        <span data-testid="import-progress-text">{t("progress", { done, total })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t("progressLabel")}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
        data-testid="import-progress"
      >
        <div className="h-full bg-emerald-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/**
 * What the import did: counts, each row's errors, each row whose text is held for the admin (its phrases marked), and
 * links to what it created or updated.
 */
export function ImportSummary({ results, onAgain }: { results: readonly ImportRowResult[]; onAgain: () => void }) {
  const t = useTranslations("admin.import");
  const rowErrors = useRowErrorsText();
  const counts = countResults(results);
  const failed = results.filter((result) => result.outcome === "error");
  const held = results.flatMap((result) => (result.held?.length ? [{ row: result.row, held: result.held }] : []));
  const written = results.flatMap((result) =>
    (result.outcome === "created" || result.outcome === "updated") && result.listing
      ? [{ ...result, listing: result.listing }]
      : [],
  );
  return (
    <section
      className="flex flex-col gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4"
      aria-label={t("resultLabel")}
      data-testid="import-result"
    >
      <p className="text-sm font-medium text-slate-900">
        {t.rich("result", {
          created: () => <span data-testid="import-result-created">{counts.created}</span>,
          updated: () => <span data-testid="import-result-updated">{counts.updated}</span>,
          unchanged: () => <span data-testid="import-result-unchanged">{counts.unchanged}</span>,
          errors: () => <span data-testid="import-result-errors">{counts.error}</span>,
        })}
      </p>
      {failed.length ? (
        <ul className="list-disc pl-5 text-sm text-red-700">
          {failed.map((result) => (
            <li key={result.row}>{t("rowErrors", { row: result.row, errors: rowErrors(result.errors) })}</li>
          ))}
        </ul>
      ) : null}
      {held.length ? (
        <ul className="flex flex-col gap-2 text-sm" data-testid="import-result-held">
          {held.map((result) => (
            <li
              key={result.row}
              className="flex flex-col gap-1"
              data-testid="import-result-held-row"
              data-row={result.row}
            >
              <span className="text-amber-900">{t("rowHeld", { row: result.row })}</span>
              <HeldClaimsNotice held={heldOfRow(result.held)} testId="import-held-claims" />
            </li>
          ))}
        </ul>
      ) : null}
      {written.length ? (
        <ul className="flex flex-col gap-1 text-sm">
          {written.slice(0, 100).map((result) => (
            <li key={result.row}>
              {result.outcome === "created" ? t("created") : t("updated")}{" "}
              <a
                href={`/admin/listings/${result.listing.id}`}
                className="text-emerald-800 hover:underline"
                data-testid="import-result-listing"
              >
                {result.listing.name}
              </a>
              {result.published ? ` ${t("published")}` : null}
            </li>
          ))}
        </ul>
      ) : null}
      <Button variant="outline" className="self-start" onClick={onAgain} data-testid="import-again">
        {t("again")}
      </Button>
    </section>
  );
}
