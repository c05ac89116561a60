"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState, type ChangeEvent } from "react";
import { useErrorText } from "@/components/i18n/use-error-text";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/use-toast";
import type { ImportRowResult } from "@/lib/import/schema";
import type { LoadedImport } from "./import-api";
import { ImportPreviewTable, countPlans } from "./import-preview-table";
import { ImportProgress, ImportSummary } from "./import-progress";
import { useFieldsProblem } from "./use-listing-errors";
import { useProblemDescription } from "./use-problem-description";

// The file reader, the row schema (zod) and the batching load when a file is chosen, not with the page.
const loadApi = () => import("./import-api");

/** Import listings from a CSV or JSON file: read and check it here, preview with the server, then commit in batches. */
export function ImportWizard() {
  const inputId = useId();
  const t = useTranslations("admin.import");
  const requestProblem = useProblemDescription();
  const batchProblem = useFieldsProblem();
  const errorText = useErrorText();
  // A batch the routes refused says why by code (rows: …); anything else as the request failed.
  const problemDescription = (error: unknown) => batchProblem(error) ?? requestProblem(error);
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<"reading" | "committing" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<LoadedImport | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [results, setResults] = useState<ImportRowResult[] | null>(null);

  const reset = () => {
    setLoaded(null);
    setProgress(null);
    setResults(null);
    setProblem(null);
    if (inputRef.current) inputRef.current.value = "";
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setLoaded(null);
    setResults(null);
    setProgress(null);
    setProblem(null);
    if (!chosen) return;
    setBusy("reading");
    try {
      const result = await (await loadApi()).loadImport(chosen);
      if ("problem" in result) setProblem(errorText(result.problem) ?? result.problem.code);
      else setLoaded(result);
    } catch (error) {
      setProblem(t("previewFailed", { problem: problemDescription(error) }));
    } finally {
      setBusy(null);
    }
  };

  const onCommit = async () => {
    if (!loaded) return;
    const importable = new Set(loaded.plans.filter((plan) => plan.action !== "error").map((plan) => plan.row));
    const rows = loaded.file.rows.filter((row) => importable.has(row.row));
    setBusy("committing");
    setProgress({ done: 0, total: rows.length });
    try {
      const written = await (await loadApi()).commitImport(rows, (done) => setProgress({ done, total: rows.length }));
      setResults(written);
      toast({ title: t("finished"), description: t("processed", { count: written.length }) });
    } catch (error) {
      toast({
        variant: "destructive",
        title: t("stopped"),
        description: t("stoppedText", { problem: problemDescription(error) }),
      });
    } finally {
      setBusy(null);
    }
  };

  const counts = loaded ? countPlans(loaded.plans) : null;
  const importableCount = counts ? counts.create + counts.update + counts.unchanged : 0;

  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
          {t("file")}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept=".csv,.json,text/csv,application/json"
          onChange={(event) => void onFile(event)}
          disabled={busy !== null}
          className="text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:text-sm file:font-medium"
          data-testid="import-file"
        />
        <p className="text-xs text-slate-500">{t("fileHint")}</p>
        {busy === "reading" ? (
          <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
            <Icon name="loader-2" className="animate-spin" /> {t("checking")}
          </p>
        ) : null}
        {problem ? (
          <p role="alert" className="text-sm text-red-700" data-testid="import-problem">
            {problem}
          </p>
        ) : null}
      </section>

      {loaded && counts ? (
        <section className="flex flex-col gap-3" aria-label={t("preview")}>
          <p className="text-sm text-slate-700" data-testid="import-preview-summary">
            {t("summary", { file: loaded.fileName, ...counts })}
          </p>
          {loaded.file.unknownColumns.length ? (
            <p className="text-sm text-amber-800">
              {t("unknownColumns", { columns: loaded.file.unknownColumns.join(", ") })}
            </p>
          ) : null}
          {loaded.file.ignoredColumns.length ? (
            <p className="text-sm text-slate-600">
              {t("ignoredColumns", { columns: loaded.file.ignoredColumns.join(", ") })}
            </p>
          ) : null}
          <ImportPreviewTable plans={loaded.plans} />
          {!results ? (
            <div className="flex flex-wrap gap-2">
              <Button
                onClick={() => void onCommit()}
                disabled={busy !== null || importableCount === 0}
                data-testid="import-commit"
              >
                {busy === "committing" ? <Icon name="loader-2" className="animate-spin" /> : null}
                {t("commit", { count: importableCount })}
              </Button>
              <Button variant="ghost" onClick={reset} disabled={busy !== null}>
                {t("another")}
              </Button>
            </div>
          ) : null}
        </section>
      ) : null}

      {progress ? <ImportProgress done={progress.done} total={progress.total} /> : null}
      {results ? <ImportSummary results={results} onAgain={reset} /> : null}
    </div>
  );
}
