"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api-client";
import { ApiError } from "@/lib/api-client";
import { HOLD_SOURCES } from "@/lib/listings/held-claims";
import type { OwnersOverview } from "@/server/owners/overview";
import { useTimestamp, shortValue } from "./listing-format";
import { useProblemDescription } from "./use-problem-description";

function Section({
  title,
  count,
  children,
  testId,
}: {
  title: string;
  count?: number;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section className="flex flex-col gap-3" data-testid={testId}>
      <h2 className="text-lg font-semibold text-slate-900">
        {title}
        {count !== undefined ? <span className="ml-2 text-sm font-normal text-slate-500">({count})</span> : null}
      </h2>
      {children}
    </section>
  );
}

/** The items of one review queue as cards, or a line saying there are none. */
function ReviewList<Item extends { id: string }>({
  items,
  itemTestId,
  empty,
  children,
}: {
  items: readonly Item[];
  itemTestId: string;
  empty: string;
  children: (item: Item) => ReactNode;
}) {
  if (!items.length) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <li
          key={item.id}
          className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4"
          data-testid={itemTestId}
        >
          {children(item)}
        </li>
      ))}
    </ul>
  );
}

function ListingLink({ listing }: { listing: { name: string; path: string } }) {
  return (
    <a
      href={listing.path}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-emerald-800 hover:underline"
    >
      {listing.name}
    </a>
  );
}

function Diff({ before, after }: { before: Record<string, unknown>; after: Record<string, unknown> }) {
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr]">
      {Object.keys(after).map((field) => (
        <div key={field} className="contents">
          <dt className="font-medium text-slate-700">{field}</dt>
          <dd className="text-slate-600">
            <span className="line-through">{shortValue(before[field])}</span> → {shortValue(after[field])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Runs an admin action, tells the admin how it went, and reloads the page's data. */
function useAction() {
  const router = useRouter();
  const t = useTranslations("admin.owners");
  const problemDescription = useProblemDescription();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, action: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await action();
      toast({ title: done });
      router.refresh();
    } catch (error) {
      toast({ variant: "destructive", title: t("failed"), description: problemDescription(error) });
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

function Decide({
  path,
  label,
  edits,
}: {
  path: string;
  label: string;
  /** A held text's fields as the admin edited them (none edited: approve as written). */
  edits?: Record<string, string>;
}) {
  const id = useId();
  const t = useTranslations("admin.owners");
  const { busy, run } = useAction();
  const noteRef = useRef<HTMLInputElement>(null);
  const edited = edits && Object.keys(edits).length ? edits : undefined;
  const decide = (decision: "approve" | "reject") => {
    const note = noteRef.current?.value ?? "";
    const values = decision === "approve" ? edited : undefined;
    void run(
      decision,
      () => apiRequest("POST", path, { decision, note, ...(values ? { values } : {}) }),
      decision === "approve" ? t("approved") : t("rejected"),
    );
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-note`} className="text-xs text-slate-600">
          {t("decisionNote")}
        </label>
        <Input id={`${id}-note`} ref={noteRef} className="w-64" />
      </div>
      <Button
        size="sm"
        disabled={busy !== null}
        onClick={() => decide("approve")}
        aria-label={edited ? t("approveEditedLabel", { name: label }) : t("approveLabel", { label })}
        data-testid={edited ? "approve-edited" : undefined}
      >
        {edited ? t("approveEdited") : t("approve")}
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={busy !== null}
        onClick={() => decide("reject")}
        aria-label={t("rejectLabel", { label })}
      >
        {t("reject")}
      </Button>
    </div>
  );
}

type Change = OwnersOverview["changes"][number];

const heldSource = (source: string) => HOLD_SOURCES.find((known) => known === source) ?? ("admin" as const);

/** A held value as one text: a list's items joined as the editor writes them, translations one line per text. */
function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.join(", ");
  if (value && typeof value === "object")
    return Object.entries(value)
      .flatMap(([locale, texts]) =>
        texts && typeof texts === "object"
          ? Object.entries(texts).map(([field, text]) => `${locale} · ${field}: ${String(text)}`)
          : [],
      )
      .join("\n");
  return "";
}

/** The text with each phrase marked where it stands. */
function Marked({ text, phrases }: { text: string; phrases: readonly string[] }) {
  const parts: ReactNode[] = [];
  let rest = text;
  for (let key = 0; rest; key += 1) {
    const found = phrases
      .map((phrase) => ({ phrase, at: phrase ? rest.indexOf(phrase) : -1 }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at)[0];
    if (!found) {
      parts.push(rest);
      break;
    }
    parts.push(rest.slice(0, found.at), <mark key={key}>{found.phrase}</mark>);
    rest = rest.slice(found.at + found.phrase.length);
  }
  return <>{parts}</>;
}

/** A text held for a disease claim: each field with its phrases marked, editable before approving. */
function HeldChange({ change }: { change: Change }) {
  const id = useId();
  const t = useTranslations("admin.owners");
  const [edits, setEdits] = useState<Record<string, string>>({});
  return (
    <>
      <p className="text-sm text-slate-600">{t("heldHint")}</p>
      <dl className="flex flex-col gap-3 text-sm">
        {Object.entries(change.after).map(([field, value]) => {
          const phrases = change.claims
            .filter((claim) => claim.field === field || claim.field.startsWith(`${field}.`))
            .map((claim) => claim.phrase);
          const text = textOf(value);
          const editable = typeof value === "string" || Array.isArray(value);
          return (
            <div key={field} className="flex flex-col gap-1">
              <dt className="font-medium text-slate-700">{field}</dt>
              <dd className="whitespace-pre-line text-slate-800" data-testid="held-text">
                <Marked text={text} phrases={phrases} />
              </dd>
              {editable ? (
                <dd className="flex flex-col gap-1">
                  <label htmlFor={`${id}-${field}`} className="text-xs text-slate-600">
                    {t("editField", { field })}
                  </label>
                  <textarea
                    id={`${id}-${field}`}
                    rows={3}
                    defaultValue={text}
                    className="rounded-md border border-slate-300 p-2 text-sm"
                    data-testid={`held-edit-${field}`}
                    onChange={(event) => {
                      const next = event.target.value;
                      setEdits(({ [field]: _old, ...others }) =>
                        next === text ? others : { ...others, [field]: next },
                      );
                    }}
                  />
                </dd>
              ) : null}
            </div>
          );
        })}
      </dl>
      <Decide
        path={`/api/admin/change-requests/${encodeURIComponent(change.id)}`}
        label={t("changeLabel", { name: change.listing.name })}
        edits={edits}
      />
    </>
  );
}

function GrantForm() {
  const id = useId();
  const t = useTranslations("admin.owners");
  const { busy, run } = useAction();
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = Object.fromEntries(new FormData(form));
    setErrors({});
    void run(
      "grant",
      async () => {
        try {
          await apiRequest("POST", "/api/admin/owners", data);
          form.reset();
        } catch (error) {
          const fields = error instanceof ApiError ? error.fields : {};
          setErrors({ listing: fields.listing?.[0]?.message, email: fields.email?.[0]?.message });
          throw error;
        }
      },
      t("added"),
    );
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3" data-testid="grant-owner">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-listing`} className="text-sm font-medium text-slate-900">
          {t("listingRef")}
        </label>
        <Input
          id={`${id}-listing`}
          name="listing"
          className="w-72"
          aria-describedby={errors.listing ? `${id}-listing-error` : undefined}
        />
        <FieldError id={`${id}-listing-error`} message={errors.listing} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-900">
          {t("memberEmail")}
        </label>
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          className="w-64"
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
        />
        <FieldError id={`${id}-email-error`} message={errors.email} />
      </div>
      <Button type="submit" className="mt-6" disabled={busy !== null}>
        {t("add")}
      </Button>
    </form>
  );
}

/** The admin's owner tools: manual claims and identity changes to review, owners' recent edits (revert), every owner. */
export function OwnerTools({ overview }: { overview: OwnersOverview }) {
  const timestamp = useTimestamp();
  const t = useTranslations("admin.owners");
  const { busy, run } = useAction();
  return (
    <div className="flex flex-col gap-10">
      <Section title={t("claims")} count={overview.claims.length} testId="admin-claims">
        <ReviewList items={overview.claims} itemTestId="admin-claim" empty={t("noClaims")}>
          {(claim) => (
            <>
              <p className="text-sm text-slate-600">
                <ListingLink listing={claim.listing} /> · {claim.member.name} ({claim.member.email}) ·{" "}
                {timestamp(claim.createdAt)}
              </p>
              {claim.note ? <p className="text-sm whitespace-pre-line text-slate-800">{claim.note}</p> : null}
              <Decide
                path={`/api/admin/claims/${encodeURIComponent(claim.id)}`}
                label={t("claimLabel", { email: claim.member.email })}
              />
            </>
          )}
        </ReviewList>
      </Section>

      <Section title={t("changes")} count={overview.changes.length} testId="admin-change-requests">
        <ReviewList items={overview.changes} itemTestId="admin-change-request" empty={t("noChanges")}>
          {(change) => (
            <>
              <p className="text-sm text-slate-600">
                <ListingLink listing={change.listing} /> ·{" "}
                {change.claims.length
                  ? t(`heldBy.${heldSource(change.source)}`, { email: change.member?.email ?? "" })
                  : (change.member?.email ?? t("formerOwner"))}{" "}
                · {timestamp(change.createdAt)}
              </p>
              {change.claims.length ? (
                <HeldChange change={change} />
              ) : (
                <>
                  <Diff before={change.before} after={change.after} />
                  <Decide
                    path={`/api/admin/change-requests/${encodeURIComponent(change.id)}`}
                    label={t("changeLabel", { name: change.listing.name })}
                  />
                </>
              )}
            </>
          )}
        </ReviewList>
      </Section>

      <Section title={t("edits")} testId="admin-owner-edits">
        <ReviewList items={overview.edits} itemTestId="admin-owner-edit" empty={t("noEdits")}>
          {(edit) => (
            <>
              <p className="text-sm text-slate-600">
                <ListingLink listing={edit.listing} /> · {edit.member?.email ?? t("formerOwner")} ·{" "}
                {timestamp(edit.createdAt)}
              </p>
              <Diff before={edit.before} after={edit.after} />
              <div>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!edit.live || busy !== null}
                  onClick={() =>
                    void run(
                      edit.id,
                      () => apiRequest("POST", `/api/admin/owner-edits/${encodeURIComponent(edit.id)}/revert`),
                      t("reverted"),
                    )
                  }
                  data-testid="admin-revert-edit"
                >
                  {edit.live ? t("revert") : t("changedSince")}
                </Button>
              </div>
            </>
          )}
        </ReviewList>
      </Section>

      <Section title={t("owners")} count={overview.owners.length} testId="admin-owners">
        <GrantForm />
        {overview.owners.length ? (
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th className="py-2 pr-3 font-medium">{t("listing")}</th>
                <th className="py-2 pr-3 font-medium">{t("member")}</th>
                <th className="py-2 pr-3 font-medium">{t("proof")}</th>
                <th className="py-2 pr-3 font-medium">{t("since")}</th>
                <th className="py-2 font-medium">
                  <span className="sr-only">{t("actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {overview.owners.map((owner) => (
                <tr key={owner.id} data-testid="admin-owner">
                  <td className="py-2 pr-3">
                    <ListingLink listing={owner.listing} />
                  </td>
                  <td className="py-2 pr-3">{owner.member.email}</td>
                  <td className="py-2 pr-3">{owner.method}</td>
                  <td className="py-2 pr-3">{timestamp(owner.verifiedAt)}</td>
                  <td className="py-2">
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-700"
                      disabled={busy !== null}
                      onClick={() =>
                        window.confirm(t("confirmRemove", { email: owner.member.email, name: owner.listing.name })) &&
                        void run(
                          owner.id,
                          () => apiRequest("DELETE", `/api/admin/owners/${encodeURIComponent(owner.id)}`),
                          t("removed"),
                        )
                      }
                    >
                      {t("remove")}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-sm text-slate-600">{t("noOwners")}</p>
        )}
      </Section>
    </div>
  );
}
