"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { FormActions } from "@/components/ui/form-actions";
import { FieldError } from "@/components/ui/field-error";
import type { LabelledFieldProps } from "@/components/ui/labelled-field";
import { Icon } from "@/components/ui/icon";
import { CodeInput, Input } from "@/components/ui/input";
import { ApiError } from "@/lib/api-client";
import {
  CLAIM_CODE_TTL_MINUTES,
  CLAIM_FILE_PATH,
  CLAIM_META_NAME,
  type ClaimMethodChoice,
  type ClaimView,
} from "@/lib/owners/claim-schema";
import { problemText, startClaim, verifyClaim } from "./owner-api";
import { OwnerDashboardLink } from "./owner-dashboard-link";
import { useErrorText, type ErrorInput } from "@/components/i18n/use-error-text";

type ClaimListing = { id: string; name: string; website: string | null; domain: string | null };
type Errors = Record<string, string | undefined>;
type VerifyStepProps = { claim: ClaimView; onVerified: (claim: ClaimView) => void; onRestart: () => void };

const TEXTAREA =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 sm:text-sm";

function fieldErrors(error: unknown, fields: string[]): Record<string, ErrorInput> | null {
  const problemFields = error instanceof ApiError ? error.fields : {};
  const found = fields.filter((field) => problemFields[field]?.[0]);
  return found.length ? Object.fromEntries(found.map((field) => [field, problemFields[field]?.[0]])) : null;
}

function Field({ id, label, hint, error, children }: LabelledFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {label}
      </label>
      {children}
      {hint && !error ? <p className="text-xs text-slate-500">{hint}</p> : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The methods this listing allows: email needs a registrable domain, file and meta a website. */
function methodsFor(listing: ClaimListing): ClaimMethodChoice[] {
  return [
    ...(listing.domain ? (["email"] as const) : []),
    ...(listing.website ? (["file", "meta"] as const) : []),
    "manual",
  ];
}

function StartForm({ listing, onStarted }: { listing: ClaimListing; onStarted: (claim: ClaimView) => void }) {
  const id = useId();
  const problems = useTranslations("owner.problems");
  const local = useErrorText();
  const t = useTranslations("owner.claim");
  const methods = methodsFor(listing);
  const [method, setMethod] = useState<ClaimMethodChoice>(methods[0] ?? "manual");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get("email") ?? "").trim();
    const note = String(data.get("note") ?? "").trim();
    if (method === "email" && !email) return setErrors({ email: t("emailMissing", { domain: listing.domain ?? "" }) });
    if (method === "manual" && !note) return setErrors({ note: t("noteMissing") });
    setBusy(true);
    setErrors({});
    try {
      onStarted(
        await startClaim({
          listingId: listing.id,
          method,
          ...(method === "email" ? { email } : {}),
          ...(method === "manual" ? { note } : {}),
        }),
      );
    } catch (error) {
      const found = fieldErrors(error, ["email", "note", "method"]) ?? { form: problemText(error, problems) };
      setErrors(Object.fromEntries(Object.entries(found).map(([field, text]) => [field, local(text)])));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="claim-start">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t("how")}</legend>
        {methods.map((choice) => (
          <label
            key={choice}
            className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50"
          >
            <input
              type="radio"
              name="method"
              value={choice}
              checked={method === choice}
              onChange={() => setMethod(choice)}
              className="mt-1 size-4 accent-emerald-600"
              data-testid={`claim-method-${choice}`}
            />
            <span className="flex flex-col">
              <span className="font-medium text-slate-900">{t(`methods.${choice}.title`)}</span>
              <span className="text-sm text-slate-600">
                {t(`methods.${choice}.text`, {
                  domain: listing.domain ?? "",
                  path: CLAIM_FILE_PATH,
                  meta: `<meta name="${CLAIM_META_NAME}">`,
                })}
              </span>
            </span>
          </label>
        ))}
        <FieldError id={`${id}-method-error`} message={errors.method} />
      </fieldset>
      {method === "email" ? (
        <Field
          id={`${id}-email`}
          label={t("emailLabel")}
          hint={t("emailHint", { domain: listing.domain ?? "" })}
          error={errors.email}
        >
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            placeholder={`info@${listing.domain}`}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id}-email-error` : undefined}
            data-testid="claim-email"
          />
        </Field>
      ) : null}
      {method === "manual" ? (
        <Field id={`${id}-note`} label={t("noteLabel")} hint={t("noteHint")} error={errors.note}>
          <textarea
            id={`${id}-note`}
            name="note"
            rows={4}
            maxLength={1_100}
            className={TEXTAREA}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={errors.note ? `${id}-note-error` : undefined}
            data-testid="claim-note"
          />
        </Field>
      ) : null}
      <FieldError id={`${id}-form-error`} message={errors.form} />
      <div>
        <SubmitButton busy={busy} data-testid="claim-submit">
          {method === "email" ? t("sendCode") : method === "manual" ? t("sendReview") : t("getToken")}
        </SubmitButton>
      </div>
    </form>
  );
}

/** A verification step's state: its busy flag and error, and `verify`, which shows a refusal in the owner's language. */
function useVerifyStep(onVerified: VerifyStepProps["onVerified"]) {
  const problems = useTranslations("owner.problems");
  const local = useErrorText();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function verify(claimId: string, code?: string) {
    setBusy(true);
    setError(undefined);
    try {
      onVerified(await verifyClaim(claimId, code));
    } catch (failure) {
      setError(local(fieldErrors(failure, ["code"])?.code ?? problemText(failure, problems)));
    } finally {
      setBusy(false);
    }
  }
  return { id: useId(), error, setError, busy, verify };
}

function CodeForm({ claim, onVerified, onRestart }: VerifyStepProps) {
  const t = useTranslations("owner.claim");
  const { id, error, setError, busy, verify } = useVerifyStep(onVerified);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "").replace(/\s/g, "");
    if (!/^\d{6}$/.test(code)) return setError(t("codeDigits"));
    await verify(claim.id, code);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="claim-code-form">
      <p className="text-slate-700">
        {t.rich("codeSent", {
          email: () => <span className="font-medium text-slate-900">{claim.email}</span>,
          minutes: CLAIM_CODE_TTL_MINUTES,
        })}
      </p>
      <Field id={`${id}-code`} label={t("codeLabel")} error={error}>
        <CodeInput
          id={`${id}-code`}
          name="code"
          maxLength={8}
          className="max-w-40"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-code-error` : undefined}
          data-testid="claim-code"
        />
      </Field>
      <FormActions
        busy={busy}
        // A code being checked would finish the claim after the visitor went back to another address.
        cancelDisabled={busy}
        submit={t("verify")}
        testId="claim-verify"
        cancel={t("otherAddress")}
        onCancel={onRestart}
      />
    </form>
  );
}

function TokenCheck({ claim, onVerified, onRestart }: VerifyStepProps) {
  const t = useTranslations("owner.claim");
  const { id, error, busy, verify } = useVerifyStep(onVerified);
  const token = claim.token ?? "";
  const check = () => verify(claim.id);

  return (
    <div className="flex flex-col gap-4" data-testid="claim-token">
      <p className="text-slate-700">{t("tokenIntro")}</p>
      <code
        className="self-start rounded-md bg-slate-100 px-3 py-2 font-mono text-base break-all text-slate-900"
        data-testid="claim-token-value"
      >
        {token}
      </code>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-slate-700">
        <li>{t.rich("tokenFile", { path: () => <code className="font-mono">{CLAIM_FILE_PATH}</code> })}</li>
        <li>
          {t.rich("tokenMeta", { head: () => <code className="font-mono">&lt;head&gt;</code> })}{" "}
          <code className="font-mono break-all">{`<meta name="${CLAIM_META_NAME}" content="${token}">`}</code>
        </li>
      </ul>
      <FieldError id={`${id}-error`} message={error} />
      <div className="flex flex-wrap gap-2">
        <Button onClick={check} disabled={busy} data-testid="claim-check-site">
          {busy ? <Icon name="loader-2" className="animate-spin" aria-hidden="true" /> : null}
          {t("checkSite")}
        </Button>
        <Button type="button" variant="ghost" onClick={onRestart} disabled={busy}>
          {t("otherMethod")}
        </Button>
      </div>
    </div>
  );
}

function Verified() {
  const t = useTranslations("owner.claim");
  return (
    <div className="flex flex-col gap-3" data-testid="claim-verified">
      <p className="flex items-center gap-2 font-semibold text-emerald-800">
        <Icon name="shield-check" className="size-5" aria-hidden="true" /> {t("verified")}
      </p>
      <OwnerDashboardLink />
    </div>
  );
}

/** The claim page's island: choose a proof, then enter the code, check the website, or wait for our review. */
export function ClaimFlow({ listing, initial }: { listing: ClaimListing; initial: ClaimView | null }) {
  const t = useTranslations("owner.claim");
  const [claim, setClaim] = useState<ClaimView | null>(initial);
  const [restarting, setRestarting] = useState(false);
  const verified = (next: ClaimView) => setClaim(next);

  if (claim?.status === "verified") return <Verified />;
  if (claim?.status === "pending" && !restarting) {
    const restart = () => setRestarting(true);
    if (claim.method === "email") return <CodeForm claim={claim} onVerified={verified} onRestart={restart} />;
    if (claim.method === "file" || claim.method === "meta")
      return <TokenCheck claim={claim} onVerified={verified} onRestart={restart} />;
    return (
      <div className="flex flex-col gap-2" data-testid="claim-waiting">
        <p className="font-medium text-slate-900">{t("waiting")}</p>
        <p className="text-sm text-slate-600">{t("meanwhile")}</p>
        <div>
          <Button variant="outline" onClick={restart}>
            {t("otherMethod")}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {claim?.status === "rejected" ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="claim-rejected">
          {claim.adminNote ? t("rejectedNote", { note: claim.adminNote }) : t("rejected")}
        </p>
      ) : null}
      <StartForm
        listing={listing}
        onStarted={(next) => {
          setRestarting(false);
          setClaim(next);
        }}
      />
    </div>
  );
}
