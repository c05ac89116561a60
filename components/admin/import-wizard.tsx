"use client";

import { useId, useRef, useState, type ChangeEvent } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/use-toast";
import type { ImportRowResult } from "@/lib/admin/import-schema";
import type { LoadedImport } from "./import-api";
import { ImportPreviewTable, countPlans } from "./import-preview-table";
import { ImportProgress, ImportSummary } from "./import-progress";
import { problemDescription } from "./admin-api";

// The file reader, the row schema (zod) and the batching load when a file is chosen, not with the page.
const loadApi = () => import("./import-api");

/** Import listings from a CSV or JSON file: read and check it here, preview with the server, then commit in batches. */
export function ImportWizard() {
  const inputId = useId();
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
      if ("problem" in result) setProblem(result.problem);
      else setLoaded(result);
    } catch (error) {
      setProblem(`The preview failed. ${problemDescription(error)}`);
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
      toast({ title: "Import finished", description: `${written.length} rows processed.` });
    } catch (error) {
      toast({
        variant: "destructive",
        title: "The import stopped",
        description: `${problemDescription(error)} Rows already written stay; importing the file again continues safely.`,
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
          CSV or JSON file
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
        <p className="text-xs text-slate-500">
          A header row (CSV) or an array of objects (JSON) with at least kind and name. Lists take commas, semicolons or
          | between values. Rows match stored listings of the same kind by website, else by slug; blank cells leave
          stored values alone. New rows are published unless their status says otherwise.
        </p>
        {busy === "reading" ? (
          <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
            <Icon name="loader-2" className="animate-spin" /> Checking the file…
          </p>
        ) : null}
        {problem ? (
          <p role="alert" className="text-sm text-red-700" data-testid="import-problem">
            {problem}
          </p>
        ) : null}
      </section>

      {loaded && counts ? (
        <section className="flex flex-col gap-3" aria-label="Preview">
          <p className="text-sm text-slate-700" data-testid="import-preview-summary">
            {loaded.fileName}: {counts.create} to create, {counts.update} to update, {counts.unchanged} unchanged,{" "}
            {counts.error} with errors.
          </p>
          {loaded.file.unknownColumns.length ? (
            <p className="text-sm text-amber-800">Ignored unknown columns: {loaded.file.unknownColumns.join(", ")}.</p>
          ) : null}
          {loaded.file.ignoredColumns.length ? (
            <p className="text-sm text-slate-600">
              Never imported (computed by the directory): {loaded.file.ignoredColumns.join(", ")}.
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
                Import {importableCount} row{importableCount === 1 ? "" : "s"}
              </Button>
              <Button variant="ghost" onClick={reset} disabled={busy !== null}>
                Choose another file
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
