"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import useSWR from "swr";
import { swrConfig } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useTypedValue } from "@/components/ui/use-typed-value";
import { toast } from "@/components/ui/use-toast";
import type { ComparisonPicks as Picks, ComparisonPickView } from "@/server/comparisons/picks";
import { ADMIN_COMPARISONS_PATH, dropComparison, pickComparison } from "./admin-api";
import { LoadProblem } from "./load-problem";
import { useProblemDescription } from "./use-problem-description";

/** The comparisons the sitemap lists: the admin adds one by pasting its address, and removes it again. */
export function ComparisonPicks() {
  const t = useTranslations("admin.comparisons");
  const problemDescription = useProblemDescription();
  const { data, error, isLoading, mutate } = useSWR<Picks>(ADMIN_COMPARISONS_PATH, {
    ...swrConfig,
    dedupingInterval: 0,
  });
  const [url, setUrl, urlRef] = useTypedValue();
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setProblem(null);
    try {
      const pick = await pickComparison(url);
      toast({ title: t("picked"), description: t("pickedText", { names: pick.names.join(" vs ") }) });
      setUrl("");
      await mutate();
    } catch (failure) {
      setProblem(problemDescription(failure));
    } finally {
      setPending(false);
    }
  };

  const remove = async (pick: ComparisonPickView) => {
    try {
      await dropComparison(pick.id);
      await mutate();
    } catch (failure) {
      toast({ variant: "destructive", title: t("removeFailed"), description: problemDescription(failure) });
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={add} className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor="pick-url" className="text-sm font-medium text-slate-900">
            {t("address")}
          </label>
          <Input
            id="pick-url"
            ref={urlRef}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder="/compare/wearable/oura-ring-vs-whoop"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "pick-url-error" : undefined}
            data-testid="pick-url"
          />
        </div>
        <Button type="submit" disabled={pending || !url.trim()} data-testid="pick-add">
          {t("add")}
        </Button>
      </form>
      {problem ? (
        <p id="pick-url-error" role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {error ? <LoadProblem what="comparisons" error={error} /> : null}
      {isLoading ? <p className="text-sm text-slate-600">{t("loading")}</p> : null}
      {data ? (
        <>
          <section aria-labelledby="picked">
            <h2 id="picked" className="text-lg font-semibold text-slate-900">
              {t("pickedByYou")}
            </h2>
            {data.picks.length ? (
              <ul className="mt-2 divide-y divide-slate-100" data-testid="picks">
                {data.picks.map((pick) => (
                  <li key={pick.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                    <a href={pick.path} target="_blank" rel="noopener noreferrer" className="text-link">
                      {pick.names.join(" vs ")}
                    </a>
                    <Button size="sm" variant="ghost" onClick={() => void remove(pick)}>
                      {t("remove")}
                      <span className="sr-only"> {pick.names.join(" vs ")}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-600">{t("none")}</p>
            )}
          </section>
          <section aria-labelledby="visited">
            <h2 id="visited" className="text-lg font-semibold text-slate-900">
              {t("visited")}
            </h2>
            {data.visited.length ? (
              <ul className="mt-2 text-sm">
                {data.visited.map((path) => (
                  <li key={path}>
                    <a href={path} target="_blank" rel="noopener noreferrer" className="text-link">
                      {path}
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-600">{t("noneVisited")}</p>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
