"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import useSWRInfinite from "swr/infinite";
import { swrConfig } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { DataTable } from "@/components/ui/data-table";
import { Input } from "@/components/ui/input";
import type { Translator } from "@/lib/i18n/translator";
import type { AuditEntryView, AuditLogPage } from "@/server/audit/queries";
import { AUDIT_FILTER_KEYS, type AuditFilters } from "./audit-filters";
import { useTimestamp, shortValue } from "./listing-format";
import { LoadProblem } from "./load-problem";
import { LoadMoreButton } from "./load-more-button";

const FRESH = { ...swrConfig, dedupingInterval: 0, revalidateOnMount: true, revalidateFirstPage: false } as const;
const SELECT_CLASS =
  "h-11 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 sm:h-10 sm:text-sm";

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

type AuditKey = Parameters<Translator<"admin.audit">>[0];

/** An action's or entity type's name in the admin's language; one the catalogue lacks (an older record) as stored. */
function useAuditName() {
  const t = useTranslations("admin.audit");
  return (group: "actions" | "entities", value: string) => {
    const key = `${group}.${value.replaceAll(".", "-")}` as AuditKey;
    return t.has(key) ? t(key) : value;
  };
}

function Changes({ entry }: { entry: AuditEntryView }) {
  const t = useTranslations("admin.audit");
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (!keys.length) return <span className="text-slate-500">—</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {keys.slice(0, 12).map((key) => (
        <li key={key}>
          <span className="font-medium">{key}</span>: {key in before ? `${shortValue(before[key])} → ` : null}
          {shortValue(after[key])}
        </li>
      ))}
      {keys.length > 12 ? <li className="text-slate-500">{t("more", { count: keys.length - 12 })}</li> : null}
    </ul>
  );
}

function Entity({ entry }: { entry: AuditEntryView }) {
  const name = useAuditName();
  if (entry.entityType === "listing") {
    return (
      <Link
        href={`/admin/listings/${encodeURIComponent(entry.entityId)}`}
        prefetch={false}
        className="text-emerald-800 hover:underline"
      >
        {entry.entityName ?? entry.entityId}
      </Link>
    );
  }
  return (
    <span>
      {name("entities", entry.entityType)} <span className="text-slate-500">{entry.entityId}</span>
    </span>
  );
}

function FilterField({
  name,
  label,
  defaultValue,
  type = "text",
  list,
}: {
  name: keyof AuditFilters;
  label: string;
  defaultValue: string;
  type?: string;
  list?: string;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-slate-900">
      {label}
      <Input
        name={name}
        type={type}
        defaultValue={defaultValue}
        maxLength={100}
        list={list}
        data-testid={`audit-filter-${name}`}
      />
    </label>
  );
}

/** The audit log, newest first, filtered by entity, action (a prefix), actor and a date range. */
export function AuditLogTable({ initial, actions }: { initial: AuditFilters; actions: readonly string[] }) {
  const timestamp = useTimestamp();
  const t = useTranslations("admin.audit");
  const name = useAuditName();
  const [filters, setFilters] = useState(initial);
  const { data, error, size, setSize, isLoading, isValidating } = useSWRInfinite<AuditLogPage>(
    (index, previous: AuditLogPage | null) =>
      previous && !previous.nextCursor ? null : ["/api/admin/audit-log", { ...filters, cursor: previous?.nextCursor }],
    FRESH,
  );
  const entries = data?.flatMap((page) => page.items) ?? [];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = Object.fromEntries(
      AUDIT_FILTER_KEYS.map((key) => [key, String(form.get(key) ?? "").trim()]),
    ) as AuditFilters;
    setFilters(next);
    const query = new URLSearchParams(Object.entries(next).filter(([, value]) => value));
    window.history.replaceState(null, "", `${window.location.pathname}${query.size ? `?${query}` : ""}`);
  };

  return (
    <div className="flex flex-col gap-4">
      <form
        onSubmit={onSubmit}
        className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6"
        aria-label={t("filter")}
        data-testid="audit-filters"
      >
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-900">
          {t("entity")}
          <select
            name="entityType"
            defaultValue={initial.entityType}
            className={SELECT_CLASS}
            data-testid="audit-filter-entityType"
          >
            <option value="">{t("any")}</option>
            <option value="listing">{t("listing")}</option>
            <option value="review">{t("review")}</option>
          </select>
        </label>
        <FilterField name="entityId" label={t("entityId")} defaultValue={initial.entityId} />
        <FilterField name="action" label={t("action")} defaultValue={initial.action} list="audit-actions" />
        <FilterField name="actor" label={t("actor")} defaultValue={initial.actor} />
        <FilterField name="from" label={t("from")} type="date" defaultValue={initial.from} />
        <FilterField name="to" label={t("to")} type="date" defaultValue={initial.to} />
        <datalist id="audit-actions">
          {actions.map((action) => (
            <option key={action} value={action} label={name("actions", action)} />
          ))}
        </datalist>
        <div className="sm:col-span-3 lg:col-span-6">
          <Button type="submit" data-testid="audit-filter-submit">
            <Icon name="search" /> {t("submit")}
          </Button>
        </div>
      </form>

      {error ? <LoadProblem what="audit" error={error} /> : null}

      <DataTable
        testId="audit-table"
        columns={[t("when"), t("actor"), t("action"), t("entity"), t("changes"), t("ip")]}
        footer={
          <>
            {isLoading ? <p className="p-4 text-sm text-slate-600">{t("loading")}</p> : null}
            {!isLoading && !error && entries.length === 0 ? (
              <p className="p-4 text-sm text-slate-600">{t("none")}</p>
            ) : null}
          </>
        }
      >
        {entries.map((entry) => (
          <tr key={entry.id} className="align-top" data-testid="audit-entry" data-action={entry.action}>
            <td className="whitespace-nowrap text-slate-600">{timestamp(entry.createdAt)}</td>
            <td>{entry.actor}</td>
            <td>
              {name("actions", entry.action)}
              <span className="block font-mono text-xs text-slate-500">{entry.action}</span>
            </td>
            <td>
              <Entity entry={entry} />
            </td>
            <td className="text-slate-700">
              <Changes entry={entry} />
            </td>
            <td className="text-slate-500">{entry.ip ?? "—"}</td>
          </tr>
        ))}
      </DataTable>

      {data?.at(-1)?.nextCursor ? (
        <LoadMoreButton loading={isValidating} onLoadMore={() => void setSize(size + 1)} testId="audit-more" />
      ) : null}
    </div>
  );
}
