"use client";

import { BOOLEAN_FIELD_NAMES, KIND_LIST_FIELDS, LISTING_STATUSES, type TextField } from "@/lib/listings/editor-fields";
import { LISTING_PLACEMENTS } from "@/lib/listings/placement";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { ListingKind } from "@/lib/directory/kinds";
import type { Biomarker } from "@/lib/biomarkers/catalogue";
import { ListingFactFields } from "./listing-fact-fields";
import { ListingTranslationFields } from "./listing-translation-fields";
import {
  ListingCheckbox,
  ListingFieldset,
  ListingSelect,
  ListingTextField,
  type ListingForm,
  type ListingFormField,
} from "./listing-form-fields";

type SectionsProps = {
  form: ListingForm;
  kind: ListingKind;
  /** The listing's public path, for the slug's hint. */
  path: string;
  /** The language the listing's texts are written in: its translations are into the others. */
  contentLocale: string;
  /** Fields this editor does not offer (the owner's leaves out the directory's own decisions). */
  exclude?: readonly ListingFormField[];
  /** A note under fields whose change is not applied at once (the owner's name, slug and website). */
  reviewed?: { fields: readonly ListingFormField[]; hint: string };
  /** Shown under the facts (the admin's verification line and button). */
  factsFooter?: ReactNode;
  /** The biomarker catalogue a lab's panels are picked from. */
  biomarkers?: readonly Biomarker[];
};

/**
 * Every editable field of a listing, grouped as the admin's editor shows them; the owner's editor is the same form
 * less `exclude`, so a field added here appears in both.
 */
export function ListingFormSections({
  form,
  kind,
  path,
  contentLocale,
  exclude = [],
  reviewed,
  factsFooter,
  biomarkers,
}: SectionsProps) {
  const t = useTranslations("listing-editor");
  const text = (name: TextField) => ({ name, label: t(`fields.${name}`) });
  const shown = (field: ListingFormField) => !exclude.includes(field);
  const hint = (field: ListingFormField, fallback?: string) =>
    reviewed?.fields.includes(field) ? reviewed.hint : fallback;
  const badges = BOOLEAN_FIELD_NAMES.filter(shown);
  return (
    <>
      <ListingFieldset legend={t("sections.basics")}>
        {shown("name") ? (
          <ListingTextField form={form} name="name" label={t("fields.name")} hint={hint("name")} />
        ) : null}
        {shown("slug") ? (
          <ListingTextField
            form={form}
            name="slug"
            label={t("fields.slug")}
            hint={hint("slug", t("hints.slug", { path: `${path.replace(/[^/]+$/, "")}{slug}` }))}
          />
        ) : null}
        {shown("status") ? (
          <ListingSelect
            form={form}
            name="status"
            label={t("fields.status")}
            options={LISTING_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
            hint={t("hints.status")}
          />
        ) : null}
        {shown("placement") ? (
          <ListingSelect
            form={form}
            name="placement"
            label={t("fields.placement")}
            options={(["none", ...LISTING_PLACEMENTS] as const).map((key) => ({
              value: key === "none" ? "" : key,
              label: t(`placements.${key}`),
            }))}
            hint={t("hints.placement")}
          />
        ) : null}
        <ListingTextField form={form} {...text("category")} />
      </ListingFieldset>

      <ListingFieldset legend={t("sections.descriptions")}>
        <ListingTextField form={form} {...text("shortDescription")} rows={3} />
        <ListingTextField form={form} {...text("description")} rows={3} />
        <div className="sm:col-span-2">
          <ListingTextField form={form} {...text("longDescription")} rows={8} />
        </div>
      </ListingFieldset>

      <ListingTranslationFields form={form} contentLocale={contentLocale} />

      <ListingFieldset legend={t("sections.links")}>
        {shown("website") ? (
          <ListingTextField form={form} name="website" label={t("fields.website")} type="url" hint={hint("website")} />
        ) : null}
        <ListingTextField form={form} name="logoUrl" label={t("fields.logoUrl")} type="url" />
        <ListingTextField form={form} name="imageUrl" label={t("fields.imageUrl")} type="url" />
        <ListingTextField form={form} name="email" label={t("fields.email")} type="email" />
        <ListingTextField form={form} name="phone" label={t("fields.phone")} type="tel" />
      </ListingFieldset>

      <ListingFieldset legend={t("sections.place")}>
        <ListingTextField form={form} {...text("address")} />
        <ListingTextField form={form} {...text("city")} />
        <ListingTextField form={form} {...text("country")} />
        <ListingTextField form={form} {...text("region")} hint={t("hints.region")} />
        <ListingTextField form={form} name="lat" label={t("fields.lat")} inputMode="decimal" />
        <ListingTextField form={form} name="lng" label={t("fields.lng")} inputMode="decimal" />
      </ListingFieldset>

      <ListingFieldset legend={t("sections.facts")}>
        <ListingFactFields form={form} kind={kind} biomarkers={biomarkers} />
        {factsFooter}
      </ListingFieldset>

      <ListingFieldset legend={t("sections.details")}>
        <ListingTextField form={form} {...text("brand")} />
        {KIND_LIST_FIELDS[kind].map((field) => (
          <ListingTextField key={field} form={form} name={field} label={t(`lists.${field}`)} hint={t("hints.list")} />
        ))}
      </ListingFieldset>

      {badges.length ? (
        <fieldset className="flex flex-wrap gap-x-6 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t("sections.badges")}</legend>
          {badges.map((field) => (
            <ListingCheckbox key={field} form={form} name={field} label={t(`badges.${field}`)} />
          ))}
        </fieldset>
      ) : null}
    </>
  );
}
