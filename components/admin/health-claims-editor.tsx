"use client";

import { useLocale, useTranslations } from "next-intl";
import useSWR from "swr";
import { swrConfig } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { shareOfNrv } from "@/lib/health-claims/qualify";
import {
  MASS_UNITS,
  type ClaimNutrient,
  type ClaimNutrientInput,
  type ClaimWording,
  type HealthClaim,
  type HealthClaimCatalogue,
  type HealthClaimInput,
  type MassUnit,
} from "@/lib/health-claims/schemas";
import { LOCALE_NAMES, LOCALES, type Locale } from "@/lib/i18n/locales";
import { FormProblems, useAdminForm } from "./admin-form";
import {
  ADMIN_HEALTH_CLAIMS_PATH,
  createHealthClaim,
  deleteClaimNutrient,
  deleteHealthClaim,
  saveClaimNutrient,
  updateHealthClaim,
} from "./health-claims-api";
import { useProblemDescription } from "./use-problem-description";

const perLocale = <T,>(value: T) => Object.fromEntries(LOCALES.map((locale) => [locale, value])) as Record<Locale, T>;
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== "en");

type NutrientDraft = {
  slug: string;
  names: Record<Locale, string>;
  nrvAmount: string;
  nrvUnit: MassUnit;
  sourceUrl: string;
  checkedAt: string;
};
const EMPTY_NUTRIENT: NutrientDraft = {
  slug: "",
  names: perLocale(""),
  nrvAmount: "",
  nrvUnit: "mg",
  sourceUrl: "",
  checkedAt: "",
};

type ClaimDraft = {
  nutrient: string;
  texts: Record<Locale, string>;
  /** Per language other than English: whether its official wording was read (English always is). */
  official: Record<Locale, boolean>;
  minAmount: string;
  minUnit: MassUnit;
  regulation: string;
  sourceUrl: string;
  checkedAt: string;
};
const EMPTY_CLAIM: ClaimDraft = {
  nutrient: "",
  texts: perLocale(""),
  official: { ...perLocale(false), en: true },
  minAmount: "",
  minUnit: "mg",
  regulation: "",
  sourceUrl: "",
  checkedAt: "",
};

const orNull = (value: string) => (value.trim() ? value.trim() : null);
/** A typed amount as a number (a decimal comma read as a point); what is not a number the server refuses by code. */
const amountOf = (value: string) => Number(value.trim().replace(",", "."));

const nutrientInput = (draft: NutrientDraft): ClaimNutrientInput => ({
  slug: draft.slug,
  names: draft.names,
  nrv: draft.nrvAmount.trim() ? { amount: amountOf(draft.nrvAmount), unit: draft.nrvUnit } : null,
  sourceUrl: orNull(draft.sourceUrl),
  checkedAt: orNull(draft.checkedAt),
});

const nutrientDraft = (nutrient: ClaimNutrient): NutrientDraft => ({
  slug: nutrient.slug,
  names: { ...nutrient.names },
  nrvAmount: nutrient.nrv ? String(nutrient.nrv.amount) : "",
  nrvUnit: nutrient.nrv?.unit ?? "mg",
  sourceUrl: nutrient.sourceUrl ?? "",
  checkedAt: nutrient.checkedAt ?? "",
});

const claimInput = (draft: ClaimDraft): HealthClaimInput => ({
  nutrient: draft.nutrient,
  wording: Object.fromEntries(
    LOCALES.map((locale): [Locale, ClaimWording] => [
      locale,
      locale === "en" || draft.official[locale]
        ? { status: "official", text: draft.texts[locale] }
        : { status: "pending" },
    ]),
  ) as Record<Locale, ClaimWording>,
  minAmount: amountOf(draft.minAmount),
  minUnit: draft.minUnit,
  regulation: draft.regulation,
  sourceUrl: draft.sourceUrl,
  checkedAt: draft.checkedAt,
});

const claimDraft = (claim: HealthClaim): ClaimDraft => ({
  nutrient: claim.nutrient,
  texts: Object.fromEntries(
    LOCALES.map((locale) => {
      const wording = claim.wording[locale];
      return [locale, wording.status === "official" ? wording.text : ""];
    }),
  ) as Record<Locale, string>,
  official: Object.fromEntries(
    LOCALES.map((locale) => [locale, claim.wording[locale].status === "official"]),
  ) as Record<Locale, boolean>,
  minAmount: String(claim.minAmount),
  minUnit: claim.minUnit,
  regulation: claim.regulation,
  sourceUrl: claim.sourceUrl,
  checkedAt: claim.checkedAt,
});

const SELECT = "h-10 rounded-md border border-slate-300 bg-white px-3 text-sm";
const LABEL = "text-sm font-medium text-slate-900";

/**
 * The register of EU-authorised health claims: the nutrients (names, NRV and where it was read) and each claim's
 * registered wording per language, its condition of use and its source. A form adds a record or edits the one picked.
 */
export function HealthClaimsEditor() {
  const t = useTranslations("admin.healthClaims");
  const locale = useLocale() as Locale;
  const problemDescription = useProblemDescription();
  const { data, error, mutate } = useSWR<HealthClaimCatalogue>(ADMIN_HEALTH_CLAIMS_PATH, {
    ...swrConfig,
    dedupingInterval: 0,
  });
  const nutrientForm = useAdminForm(EMPTY_NUTRIENT);
  const claimForm = useAdminForm(EMPTY_CLAIM);
  const nutrients = data?.nutrients ?? [];
  const nameOf = (slug: string) => nutrients.find((nutrient) => nutrient.slug === slug)?.names[locale] ?? slug;

  const remove = async (action: () => Promise<unknown>) => {
    try {
      await action();
      await mutate();
    } catch (failure) {
      toast({ variant: "destructive", title: t("deleteFailed"), description: problemDescription(failure) });
    }
  };

  const nf = nutrientForm;
  const cf = claimForm;
  const nutrientText = (name: "slug" | "sourceUrl" | "checkedAt", type = "text") => (
    <div className="flex flex-col gap-1">
      <label htmlFor={nf.field(name).id} className={LABEL}>
        {t(`nutrient.${name}`)}
      </label>
      <Input
        {...nf.field(name)}
        type={type}
        value={nf.draft[name]}
        readOnly={name === "slug" && nf.editing !== null}
        maxLength={500}
        onChange={(event) => nf.set(name, event.target.value)}
        data-testid={`nutrient-${name}`}
      />
      {nf.problem(name)}
    </div>
  );
  const claimText = (name: "regulation" | "sourceUrl" | "checkedAt", type = "text") => (
    <div className="flex flex-col gap-1">
      <label htmlFor={cf.field(name).id} className={LABEL}>
        {t(`claim.${name}`)}
      </label>
      <Input
        {...cf.field(name)}
        type={type}
        value={cf.draft[name]}
        maxLength={500}
        onChange={(event) => cf.set(name, event.target.value)}
        data-testid={`claim-${name}`}
      />
      {cf.problem(name)}
    </div>
  );

  return (
    <div className="flex flex-col gap-10">
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {problemDescription(error)}
        </p>
      ) : null}

      <section aria-labelledby={`${nf.id}-section`} className="flex flex-col gap-6">
        <h2 id={`${nf.id}-section`} className="text-xl font-semibold text-slate-900">
          {t("nutrientsHeading", { count: nutrients.length })}
        </h2>
        <form
          onSubmit={nf.submit(async (draft) => {
            const saved = await saveClaimNutrient(nutrientInput(draft));
            toast({ title: t("nutrientSaved", { name: saved.names[locale] }) });
            await mutate();
          })}
          noValidate
          className="flex flex-col gap-4"
          aria-labelledby={`${nf.id}-form`}
        >
          <h3 id={`${nf.id}-form`} className="text-lg font-semibold text-slate-900">
            {nf.editing ? t("editNutrient", { slug: nf.editing }) : t("addNutrient")}
          </h3>
          <div className="max-w-sm">{nutrientText("slug")}</div>
          <fieldset className="grid gap-3 sm:grid-cols-3">
            <legend className={`mb-1 ${LABEL}`}>{t("nutrient.names")}</legend>
            {LOCALES.map((language) => (
              <div key={language} className="flex flex-col gap-1">
                <label htmlFor={nf.field(`names.${language}`).id} className="text-sm text-slate-800">
                  {LOCALE_NAMES[language]}
                </label>
                <Input
                  {...nf.field(`names.${language}`)}
                  lang={language}
                  maxLength={80}
                  value={nf.draft.names[language]}
                  onChange={(event) => nf.set("names", { ...nf.draft.names, [language]: event.target.value })}
                  data-testid={`nutrient-name-${language}`}
                />
                {nf.problem(`names.${language}`)}
              </div>
            ))}
          </fieldset>
          <p className="text-xs text-slate-600">{t("nutrient.nrvHint")}</p>
          <div className="grid gap-3 sm:grid-cols-4">
            <div className="flex flex-col gap-1">
              <label htmlFor={nf.field("nrv.amount").id} className={LABEL}>
                {t("nutrient.nrvAmount")}
              </label>
              <Input
                {...nf.field("nrv.amount")}
                inputMode="decimal"
                value={nf.draft.nrvAmount}
                maxLength={20}
                onChange={(event) => nf.set("nrvAmount", event.target.value)}
                data-testid="nutrient-nrv-amount"
              />
              {nf.problem("nrv.amount")}
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={nf.field("nrv.unit").id} className={LABEL}>
                {t("nutrient.nrvUnit")}
              </label>
              <select
                {...nf.field("nrv.unit")}
                value={nf.draft.nrvUnit}
                onChange={(event) => nf.set("nrvUnit", event.target.value as MassUnit)}
                className={SELECT}
              >
                {MASS_UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {unit}
                  </option>
                ))}
              </select>
            </div>
            {nutrientText("sourceUrl", "url")}
            {nutrientText("checkedAt", "date")}
          </div>
          <FormProblems problems={nf.problems} />
          <div className="flex gap-2">
            <Button type="submit" disabled={nf.pending} data-testid="nutrient-save">
              {t("saveNutrient")}
            </Button>
            {nf.editing ? (
              <Button type="button" variant="ghost" onClick={nf.reset}>
                {t("cancel")}
              </Button>
            ) : null}
          </div>
        </form>
        {data && !nutrients.length ? <p className="text-sm text-slate-600">{t("noNutrients")}</p> : null}
        {nutrients.length ? (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="claim-nutrients-table">
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="py-2 pr-3">
                    {t("nutrient.name")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("nutrient.slug")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("nutrient.nrv")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("claimsColumn")}
                  </th>
                  <th scope="col" className="py-2">
                    <span className="sr-only">{t("actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {nutrients.map((nutrient) => {
                  const name = nutrient.names[locale];
                  return (
                    <tr key={nutrient.slug} className="border-b border-slate-100 align-top">
                      <th scope="row" className="py-2 pr-3 font-medium">
                        {name}
                      </th>
                      <td className="py-2 pr-3">{nutrient.slug}</td>
                      <td className="py-2 pr-3">
                        {nutrient.nrv && nutrient.sourceUrl ? (
                          <a href={nutrient.sourceUrl} className="text-link" rel="noopener noreferrer" target="_blank">
                            {t("nrvValue", {
                              amount: nutrient.nrv.amount,
                              unit: nutrient.nrv.unit,
                              date: nutrient.checkedAt ?? "",
                            })}
                          </a>
                        ) : (
                          t("unknown")
                        )}
                      </td>
                      <td className="py-2 pr-3">
                        {data?.claims.filter((claim) => claim.nutrient === nutrient.slug).length ?? 0}
                      </td>
                      <td className="flex gap-1 py-2">
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => nf.edit(nutrient.slug, nutrientDraft(nutrient))}
                        >
                          {t("edit")}
                          <span className="sr-only"> {name}</span>
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => void remove(() => deleteClaimNutrient(nutrient.slug))}
                        >
                          {t("delete")}
                          <span className="sr-only"> {name}</span>
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>

      <section aria-labelledby={`${cf.id}-section`} className="flex flex-col gap-6">
        <h2 id={`${cf.id}-section`} className="text-xl font-semibold text-slate-900">
          {t("claimsHeading", { count: data?.claims.length ?? 0 })}
        </h2>
        <form
          onSubmit={cf.submit(async (draft) => {
            const input = claimInput(draft);
            if (cf.editing) await updateHealthClaim(cf.editing, input);
            else await createHealthClaim(input);
            toast({ title: t("claimSaved", { name: nameOf(input.nutrient) }) });
            await mutate();
          })}
          noValidate
          className="flex flex-col gap-4"
          aria-labelledby={`${cf.id}-form`}
        >
          <h3 id={`${cf.id}-form`} className="text-lg font-semibold text-slate-900">
            {cf.editing ? t("editClaim") : t("addClaim")}
          </h3>
          <p className="text-xs text-slate-600">{t("claim.hint")}</p>
          <div className="grid gap-3 sm:grid-cols-3">
            <div className="flex flex-col gap-1">
              <label htmlFor={cf.field("nutrient").id} className={LABEL}>
                {t("claim.nutrient")}
              </label>
              <select
                {...cf.field("nutrient")}
                value={cf.draft.nutrient}
                onChange={(event) => cf.set("nutrient", event.target.value)}
                className={SELECT}
                data-testid="claim-nutrient"
              >
                <option value="">{t("claim.pickNutrient")}</option>
                {nutrients.map((nutrient) => (
                  <option key={nutrient.slug} value={nutrient.slug}>
                    {nutrient.names[locale]}
                  </option>
                ))}
              </select>
              {cf.problem("nutrient")}
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={cf.field("minAmount").id} className={LABEL}>
                {t("claim.minAmount")}
              </label>
              <Input
                {...cf.field("minAmount")}
                inputMode="decimal"
                value={cf.draft.minAmount}
                maxLength={20}
                onChange={(event) => cf.set("minAmount", event.target.value)}
                data-testid="claim-min-amount"
              />
              {cf.problem("minAmount")}
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={cf.field("minUnit").id} className={LABEL}>
                {t("claim.minUnit")}
              </label>
              <select
                {...cf.field("minUnit")}
                value={cf.draft.minUnit}
                onChange={(event) => cf.set("minUnit", event.target.value as MassUnit)}
                className={SELECT}
                data-testid="claim-min-unit"
              >
                {MASS_UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {unit}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <fieldset className="flex flex-col gap-3">
            <legend className={`mb-1 ${LABEL}`}>{t("claim.wording")}</legend>
            <div className="flex flex-col gap-1">
              <label htmlFor={cf.field("wording.en.text").id} className="text-sm text-slate-800">
                {t("claim.englishWording")}
              </label>
              <Input
                {...cf.field("wording.en.text")}
                lang="en"
                maxLength={300}
                value={cf.draft.texts.en}
                onChange={(event) => cf.set("texts", { ...cf.draft.texts, en: event.target.value })}
                data-testid="claim-text-en"
              />
              {cf.problem("wording.en.text")}
              {cf.problem("wording.en")}
            </div>
            {OTHER_LOCALES.map((language) => (
              <div key={language} className="grid gap-2 sm:grid-cols-[12rem_1fr]">
                <div className="flex flex-col gap-1">
                  <label htmlFor={cf.field(`wording.${language}.status`).id} className="text-sm text-slate-800">
                    {t("claim.status", { language: LOCALE_NAMES[language] })}
                  </label>
                  <select
                    {...cf.field(`wording.${language}.status`)}
                    value={cf.draft.official[language] ? "official" : "pending"}
                    onChange={(event) =>
                      cf.set("official", { ...cf.draft.official, [language]: event.target.value === "official" })
                    }
                    className={SELECT}
                    data-testid={`claim-status-${language}`}
                  >
                    <option value="pending">{t("claim.pending")}</option>
                    <option value="official">{t("claim.official")}</option>
                  </select>
                  {cf.problem(`wording.${language}.status`)}
                </div>
                {cf.draft.official[language] ? (
                  <div className="flex flex-col gap-1">
                    <label htmlFor={cf.field(`wording.${language}.text`).id} className="text-sm text-slate-800">
                      {t("claim.officialWording", { language: LOCALE_NAMES[language] })}
                    </label>
                    <Input
                      {...cf.field(`wording.${language}.text`)}
                      lang={language}
                      maxLength={300}
                      value={cf.draft.texts[language]}
                      onChange={(event) => cf.set("texts", { ...cf.draft.texts, [language]: event.target.value })}
                      data-testid={`claim-text-${language}`}
                    />
                    {cf.problem(`wording.${language}.text`)}
                  </div>
                ) : null}
              </div>
            ))}
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-3">
            {claimText("regulation")}
            {claimText("sourceUrl", "url")}
            {claimText("checkedAt", "date")}
          </div>
          <FormProblems problems={cf.problems} />
          <div className="flex gap-2">
            <Button type="submit" disabled={cf.pending} data-testid="claim-save">
              {t("saveClaim")}
            </Button>
            {cf.editing ? (
              <Button type="button" variant="ghost" onClick={cf.reset}>
                {t("cancel")}
              </Button>
            ) : null}
          </div>
        </form>
        {data && !data.claims.length ? <p className="text-sm text-slate-600">{t("noClaims")}</p> : null}
        {data?.claims.length ? (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="health-claims-table">
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="py-2 pr-3">
                    {t("claim.englishWording")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("claim.nutrient")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("claim.condition")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("claim.languages")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("claim.sourceUrl")}
                  </th>
                  <th scope="col" className="py-2">
                    <span className="sr-only">{t("actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.claims.map((claim) => {
                  const english = claim.wording.en.status === "official" ? claim.wording.en.text : "";
                  const nutrient = nutrients.find((known) => known.slug === claim.nutrient);
                  const share = nutrient ? shareOfNrv(claim, nutrient) : null;
                  const official = LOCALES.filter((language) => claim.wording[language].status === "official");
                  return (
                    <tr key={claim.id} className="border-b border-slate-100 align-top" data-claim={claim.id}>
                      <th scope="row" className="py-2 pr-3 font-medium" lang="en">
                        {english}
                      </th>
                      <td className="py-2 pr-3">{nameOf(claim.nutrient)}</td>
                      <td className="py-2 pr-3">
                        {t("conditionValue", { amount: claim.minAmount, unit: claim.minUnit })}
                        {share !== null ? <small className="block">{t("shareOfNrv", { share })}</small> : null}
                      </td>
                      <td className="py-2 pr-3">
                        {t("officialLanguages", {
                          languages: official.map((language) => language.toUpperCase()).join(", "),
                        })}
                      </td>
                      <td className="py-2 pr-3">
                        <a href={claim.sourceUrl} className="text-link" rel="noopener noreferrer" target="_blank">
                          {claim.regulation}
                        </a>
                        <small className="block">{t("checkedOn", { date: claim.checkedAt })}</small>
                      </td>
                      <td className="flex gap-1 py-2">
                        <Button size="sm" variant="ghost" onClick={() => cf.edit(claim.id, claimDraft(claim))}>
                          {t("edit")}
                          <span className="sr-only"> {english}</span>
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => void remove(() => deleteHealthClaim(claim.id))}
                        >
                          {t("delete")}
                          <span className="sr-only"> {english}</span>
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
    </div>
  );
}
