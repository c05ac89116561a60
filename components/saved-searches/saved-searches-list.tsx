"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import useSWR from "swr";
import { useErrorText, type ErrorInput } from "@/components/i18n/use-error-text";
import { Button } from "@/components/ui/button";
import { BusyList, useBusyItem } from "@/components/ui/busy-list";
import { FieldError } from "@/components/ui/field-error";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/use-toast";
import { ApiError, apiRequest, swrConfig } from "@/lib/api-client";
import { hrefIn } from "@/lib/i18n/links";
import { errorKey } from "@/lib/http/error-key";
import {
  SAVED_SEARCH_ERRORS,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_NAME_MAX,
} from "@/lib/saved-searches/saved-search-rules";
import type { SavedSearchView, UpdateSavedSearch } from "@/lib/saved-searches/saved-search-schema";
import { DIRECTORY_VIEWS } from "@/lib/directory/directory-view";
import type { DirectoryView } from "@/lib/directory/directory-path";

const LIST_KEY = "/api/saved-searches";
const itemUrl = (id: string) => `${LIST_KEY}/${encodeURIComponent(id)}`;
const FIELD = "rounded border border-slate-300 bg-white px-2 py-1 text-sm";

type Frequency = SavedSearchView["frequency"];
type EditErrors = Partial<Record<"name" | "frequency" | "view" | "search" | "near", ErrorInput>>;

/** What stays of a saved search's query when its kind changes: only what every view takes. */
const SHARED_PARAMS = ["search", "near", "radius", "remote"];

/** The query string of the edited criteria: the words and the place set or cleared, the kind's filters kept or not. */
function editedQuery(search: SavedSearchView, view: DirectoryView, words: string, place: string): string {
  const params = new URLSearchParams(search.query);
  if (view !== search.view) for (const key of [...params.keys()]) if (!SHARED_PARAMS.includes(key)) params.delete(key);
  for (const [key, value] of [
    ["search", words.trim()],
    ["near", place.trim()],
  ] as const) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  if (!params.get("near")) for (const key of ["radius", "remote"]) params.delete(key);
  return params.toString();
}

/** The directory view a saved search stands for (its query holds the filters, the view its category). */
function viewHref(search: SavedSearchView): string {
  const params = new URLSearchParams(search.query);
  if (search.view !== "all") params.set("category", search.view);
  const query = params.toString();
  return query ? `/directory?${query}` : "/directory";
}

/**
 * Renaming, re-timing and changing the criteria of one saved search (its kind, search words and place; the page's
 * filters stay, unless another kind drops those only the old one had): the server reads the criteria with the
 * directory's schema, and its refusals show under their fields, said by their code.
 */
function EditSavedSearch({
  search,
  onSave,
  onCancel,
}: {
  search: SavedSearchView;
  onSave: (change: UpdateSavedSearch) => Promise<EditErrors | null>;
  onCancel: () => void;
}) {
  const t = useTranslations("profile.savedSearches");
  const categories = useTranslations("kinds.categories");
  const say = useErrorText();
  const id = useId();
  const saved = new URLSearchParams(search.query);
  const [name, setName] = useState(search.name);
  const [frequency, setFrequency] = useState<Frequency>(search.frequency);
  const [view, setView] = useState<DirectoryView>(search.view);
  const [words, setWords] = useState(saved.get("search") ?? "");
  const [place, setPlace] = useState(saved.get("near") ?? "");
  const [errors, setErrors] = useState<EditErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setErrors({ name: errorKey(SAVED_SEARCH_ERRORS.name, { max: SAVED_SEARCH_NAME_MAX }) });
      return;
    }
    setBusy(true);
    const refused = await onSave({ name, frequency, view, query: editedQuery(search, view, words, place) });
    setBusy(false);
    if (refused) setErrors(refused);
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex w-full flex-wrap items-start gap-3"
      aria-label={t("editLabel", { name: search.name })}
      data-testid="saved-search-edit-form"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-name`} className="text-sm text-slate-700">
          {t("name")}
        </label>
        <input
          id={`${id}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={SAVED_SEARCH_NAME_MAX + 20}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          className={FIELD}
          data-testid="saved-search-name-input"
        />
        <FieldError id={`${id}-name-error`} message={say(errors.name)} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-frequency`} className="text-sm text-slate-700">
          {t("frequency")}
        </label>
        <select
          id={`${id}-frequency`}
          value={frequency}
          onChange={(event) => setFrequency(event.target.value as Frequency)}
          aria-describedby={errors.frequency ? `${id}-frequency-error` : undefined}
          className={FIELD}
          data-testid="saved-search-frequency-input"
        >
          {SAVED_SEARCH_FREQUENCIES.map((value) => (
            <option key={value} value={value}>
              {t(`frequencies.${value}`)}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-frequency-error`} message={say(errors.frequency)} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-view`} className="text-sm text-slate-700">
          {t("kind")}
        </label>
        <select
          id={`${id}-view`}
          value={view}
          onChange={(event) => setView(event.target.value as DirectoryView)}
          aria-describedby={`${id}-view-hint${errors.view ? ` ${id}-view-error` : ""}`}
          className={FIELD}
          data-testid="saved-search-view-input"
        >
          {DIRECTORY_VIEWS.map((value) => (
            <option key={value} value={value}>
              {categories(value)}
            </option>
          ))}
        </select>
        <span id={`${id}-view-hint`} className="text-xs text-slate-600">
          {t("kindHint")}
        </span>
        <FieldError id={`${id}-view-error`} message={say(errors.view)} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-search`} className="text-sm text-slate-700">
          {t("searchWords")}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={words}
          onChange={(event) => setWords(event.target.value)}
          aria-invalid={errors.search ? true : undefined}
          aria-describedby={errors.search ? `${id}-search-error` : undefined}
          className={FIELD}
          data-testid="saved-search-search-input"
        />
        <FieldError id={`${id}-search-error`} message={say(errors.search)} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-near`} className="text-sm text-slate-700">
          {t("near")}
        </label>
        <input
          id={`${id}-near`}
          value={place}
          onChange={(event) => setPlace(event.target.value)}
          aria-invalid={errors.near ? true : undefined}
          aria-describedby={errors.near ? `${id}-near-error` : undefined}
          className={FIELD}
          data-testid="saved-search-near-input"
        />
        <FieldError id={`${id}-near-error`} message={say(errors.near)} />
      </div>
      <div className="flex gap-2 self-end">
        <SubmitButton size="sm" busy={busy} data-testid="saved-search-save">
          {t("saveChanges")}
        </SubmitButton>
        <Button variant="outline" size="sm" onClick={onCancel} data-testid="saved-search-cancel">
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}

/** The member's saved searches: open the view, edit its name, timing and criteria, pause or resume, delete. */
export function SavedSearchesList() {
  const { data, mutate } = useSWR<SavedSearchView[]>(LIST_KEY, swrConfig);
  const t = useTranslations("profile.savedSearches");
  const locale = useLocale();
  const { busyId, whileBusy } = useBusyItem();
  const [editing, setEditing] = useState<string | null>(null);
  if (!data) return null;

  const replace = (updated: SavedSearchView) =>
    mutate((list) => list?.map((item) => (item.id === updated.id ? updated : item)), { revalidate: false });

  /** One change to one saved search; a refusal naming its fields is handed back, any other is a toast. */
  const update = async (search: SavedSearchView, change: UpdateSavedSearch): Promise<EditErrors | null> => {
    try {
      await replace(await apiRequest<SavedSearchView>("PUT", itemUrl(search.id), change));
      toast({ title: t("updated") });
      return null;
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) {
        const { name, frequency, search, near, ...criteria } = error.fields;
        // A refused filter the form has no field for stands for the criteria as a whole, under the kind.
        const other = Object.values(criteria)[0]?.[0];
        return { name: name?.[0], frequency: frequency?.[0], search: search?.[0], near: near?.[0], view: other };
      }
      toast({ variant: "destructive", title: t("failed") });
      if (error instanceof ApiError && error.status === 404) await mutate();
      return null;
    }
  };

  const remove = (search: SavedSearchView) => {
    if (!window.confirm(t("confirmDelete", { name: search.name }))) return;
    void whileBusy(search.id, async () => {
      try {
        await apiRequest("DELETE", itemUrl(search.id));
        await mutate((list) => list?.filter((item) => item.id !== search.id), { revalidate: false });
        toast({ title: t("deleted") });
      } catch {
        toast({ variant: "destructive", title: t("failed") });
        await mutate();
      }
    });
  };

  return (
    <section aria-labelledby="saved-searches-heading" className="flex flex-col gap-3" data-testid="saved-searches">
      <h2 id="saved-searches-heading" className="text-lg font-semibold text-slate-900">
        {t("title")}
      </h2>
      {data.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="saved-searches-empty">
          {t.rich("empty", {
            link: (chunks) => (
              <a className="text-brand-700 underline" href={hrefIn(locale, "/directory")}>
                {chunks}
              </a>
            ),
          })}
        </p>
      ) : (
        <BusyList items={data} busyId={busyId} testId="saved-search-list">
          {(search, busy) => (
            <li
              className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 p-3"
              data-testid="saved-search-item"
            >
              {editing === search.id ? (
                <EditSavedSearch
                  search={search}
                  onCancel={() => setEditing(null)}
                  onSave={async (change) => {
                    const refused = await update(search, change);
                    if (!refused) setEditing(null);
                    return refused;
                  }}
                />
              ) : (
                <>
                  <div className="flex flex-col">
                    <a
                      className="font-medium text-slate-900 underline"
                      href={hrefIn(locale, viewHref(search))}
                      data-testid="saved-search-name"
                    >
                      {search.name}
                    </a>
                    <span className="text-sm text-slate-600">
                      <span data-testid="saved-search-status">{search.active ? t("active") : t("paused")}</span>
                      {" · "}
                      <span data-testid="saved-search-frequency">{t(`frequencies.${search.frequency}`)}</span>
                    </span>
                  </div>
                  <div className="ml-auto flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={busy}
                      onClick={() => setEditing(search.id)}
                      aria-label={t("editLabel", { name: search.name })}
                      data-testid="saved-search-edit"
                    >
                      {t("edit")}
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={busy}
                      onClick={() =>
                        void whileBusy(search.id, async () => void (await update(search, { active: !search.active })))
                      }
                      data-testid="saved-search-toggle"
                    >
                      {search.active ? t("pause") : t("resume")}
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={busy}
                      onClick={() => remove(search)}
                      aria-label={t("deleteLabel", { name: search.name })}
                      data-testid="saved-search-delete"
                    >
                      {t("delete")}
                    </Button>
                  </div>
                </>
              )}
            </li>
          )}
        </BusyList>
      )}
    </section>
  );
}
