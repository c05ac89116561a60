"use client";

import { useTranslations } from "next-intl";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, swrConfig } from "@/lib/api-client";
import type { SavedSearchView } from "@/lib/saved-searches/saved-search-schema";

const LIST_KEY = "/api/saved-searches";
const itemUrl = (id: string) => `${LIST_KEY}/${encodeURIComponent(id)}`;
const FREQUENCIES = ["instant", "daily", "weekly"] as const;

/** The member's saved searches: open the view, rename, change how often, pause or resume, delete. */
export function SavedSearchesList() {
  const { data, mutate } = useSWR<SavedSearchView[]>(LIST_KEY, swrConfig);
  const t = useTranslations("profile.savedSearches");
  if (!data?.length) return null;
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      await mutate();
    } catch {
      toast({ variant: "destructive", title: t("failed") });
    }
  };
  return (
    <section aria-labelledby="saved-searches-heading" className="flex flex-col gap-3" data-testid="saved-searches">
      <h2 id="saved-searches-heading" className="text-lg font-semibold text-slate-900">
        {t("title")}
      </h2>
      <ul className="flex flex-col gap-2">
        {data.map((search) => (
          <li key={search.id} className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 p-3">
            <a
              className="font-medium text-slate-900 underline"
              href={`/directory?${new URLSearchParams([...(search.view === "all" ? [] : [["category", search.view]]), ...new URLSearchParams(search.query)]).toString()}`}
            >
              {search.name}
            </a>
            <label className="ml-auto flex items-center gap-1 text-sm text-slate-600">
              {t("frequency")}
              <select
                value={search.frequency}
                onChange={(event) =>
                  void run(() => apiRequest("PUT", itemUrl(search.id), { frequency: event.target.value }))
                }
              >
                {FREQUENCIES.map((frequency) => (
                  <option key={frequency} value={frequency}>
                    {t(`frequencies.${frequency}`)}
                  </option>
                ))}
              </select>
            </label>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void run(() => apiRequest("PUT", itemUrl(search.id), { active: !search.active }))}
            >
              {search.active ? t("pause") : t("resume")}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void run(() => apiRequest("DELETE", itemUrl(search.id)))}
            >
              {t("delete")}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
