"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api-client";
import { ApiError } from "@/lib/api-client";
import { REPORT_ACTIONS, type ReportAction } from "@/lib/owners/admin-schema";
import { REPORT_FIELD_KEYS } from "@/lib/reports/report-schema";
import type { ClosedReport, ReportedListing, ReportView } from "@/server/reports/queries";
import { useTimestamp } from "./listing-format";
import { useProblemDescription } from "./use-problem-description";

function ReportForm({ report, listing }: { report: ReportView; listing: ReportedListing["listing"] }) {
  const id = useId();
  const router = useRouter();
  const t = useTranslations("admin.reports");
  const problemDescription = useProblemDescription();
  const [action, setAction] = useState<ReportAction>("edited");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      const body = {
        action,
        note: String(data.get("note") ?? ""),
        ...(action === "merged" ? { mergeInto: String(data.get("mergeInto") ?? "") } : {}),
      };
      const result = await apiRequest<{ closed: number }>(
        "POST",
        `/api/admin/reports/${encodeURIComponent(report.id)}`,
        body,
      );
      toast({
        title: action === "dismissed" ? t("dismissed") : t("resolved"),
        description: t("closedCount", { count: result.closed }),
      });
      router.refresh();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.fields.mergeInto?.[0]?.message : undefined);
      toast({ variant: "destructive", title: t("failed"), description: problemDescription(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3" data-testid="report-action-form">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-action`} className="text-xs text-slate-600">
          {t("outcome")}
        </label>
        <select
          id={`${id}-action`}
          value={action}
          onChange={(event) => setAction(event.target.value as ReportAction)}
          className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm"
          data-testid="report-action"
        >
          {REPORT_ACTIONS.map((value) => (
            <option key={value} value={value}>
              {t(`actions.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {action === "merged" ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-merge`} className="text-xs text-slate-600">
            {t("mergeInto")}
          </label>
          <Input
            id={`${id}-merge`}
            name="mergeInto"
            className="w-64"
            aria-describedby={error ? `${id}-merge-error` : undefined}
          />
          <FieldError id={`${id}-merge-error`} message={error} />
        </div>
      ) : null}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-note`} className="text-xs text-slate-600">
          {t("note")}
        </label>
        <Input id={`${id}-note`} name="note" className="w-64" data-testid="report-note" />
      </div>
      <Button
        type="submit"
        size="sm"
        disabled={busy}
        aria-label={t("close", { name: listing.name })}
        data-testid="report-close"
      >
        {t("save")}
      </Button>
    </form>
  );
}

/** Open reports grouped by listing, each resolved or dismissed with a note; then the latest closed ones. */
const CLOSED_AS = ["resolved", "dismissed"] as const;
const known = <T extends string>(values: readonly T[], value: string): value is T => values.some((v) => v === value);

export function ReportQueue({ open, closed }: { open: ReportedListing[]; closed: ClosedReport[] }) {
  const timestamp = useTimestamp();
  const t = useTranslations("admin.reports");
  const fields = useTranslations("report.fields");
  // The field a visitor named is stored in English; a duplicate's description is the visitor's own text.
  const detailOf = ({ reason, detail }: { reason: string; detail: string }) =>
    reason === "wrong_info" && Object.hasOwn(REPORT_FIELD_KEYS, detail)
      ? fields(REPORT_FIELD_KEYS[detail as keyof typeof REPORT_FIELD_KEYS])
      : detail;
  const statusOf = (status: string) => (known(CLOSED_AS, status) ? t(`statuses.${status}`) : status);
  const resolutionOf = (resolution: string) =>
    known(REPORT_ACTIONS, resolution) ? t(`resolutions.${resolution}`) : resolution;
  return (
    <div className="flex flex-col gap-10">
      <section className="flex flex-col gap-4" data-testid="open-reports">
        <h2 className="text-lg font-semibold text-slate-900">{t("open")}</h2>
        {open.length ? (
          open.map(({ listing, reports }) => (
            <article
              key={listing.id}
              className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
              data-testid="reported-listing"
            >
              <header className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-slate-900">{listing.name}</h3>
                {listing.published ? (
                  <a
                    href={listing.path}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-sm text-emerald-800 hover:underline"
                  >
                    {t("viewPage")}
                  </a>
                ) : (
                  <Badge variant="outline">{t("notPublished")}</Badge>
                )}
                <a
                  href={`/admin/listings/${encodeURIComponent(listing.id)}`}
                  className="text-sm text-emerald-800 hover:underline"
                >
                  {t("editListing")}
                </a>
                <span className="text-sm text-slate-500">
                  {listing.owners ? t("ownersTold", { count: listing.owners }) : t("noOwner")}
                </span>
              </header>
              <ul className="flex flex-col gap-4">
                {reports.map((report) => (
                  <li
                    key={report.id}
                    className="flex flex-col gap-2 border-t border-slate-100 pt-3"
                    data-testid="open-report"
                  >
                    <p className="text-sm font-medium text-slate-900">
                      {t(`reasons.${report.reason}`)}
                      {report.detail ? `: ${detailOf(report)}` : ""}{" "}
                      <span className="font-normal text-slate-500">
                        · {t("reported", { count: report.count, last: timestamp(report.updatedAt) })}
                        {report.followUps ? ` · ${t("followUps", { count: report.followUps })}` : ""}
                      </span>
                    </p>
                    {report.messages.map((message, index) => (
                      <blockquote
                        key={index}
                        className="border-l-2 border-slate-200 pl-3 text-sm whitespace-pre-line text-slate-700"
                      >
                        {message}
                      </blockquote>
                    ))}
                    <ReportForm report={report} listing={listing} />
                  </li>
                ))}
              </ul>
            </article>
          ))
        ) : (
          <p className="text-sm text-slate-600">{t("noneOpen")}</p>
        )}
      </section>
      <section className="flex flex-col gap-3" data-testid="closed-reports">
        <h2 className="text-lg font-semibold text-slate-900">{t("closed")}</h2>
        {closed.length ? (
          <ul className="flex flex-col gap-2 text-sm text-slate-700">
            {closed.map((report) => (
              <li key={report.id}>
                {report.listing.name}: {t(`reasons.${report.reason}`)}
                {report.detail ? ` (${detailOf(report)})` : ""} — {statusOf(report.status)}
                {report.resolution ? `, ${resolutionOf(report.resolution)}` : ""}
                {report.adminNote ? `: ${report.adminNote}` : ""}{" "}
                {report.closedAt ? `· ${timestamp(report.closedAt)}` : ""}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t("noneClosed")}</p>
        )}
      </section>
    </div>
  );
}
