"use client";

import {
  BOOLEAN_FIELDS,
  KIND_LIST_FIELDS,
  LIST_FIELDS,
  LISTING_STATUSES,
  TEXT_FIELDS,
  type BooleanField,
  type TextField,
} from "@/lib/admin/listing-fields";
import type { ReactNode } from "react";
import type { ListingKind } from "@/lib/directory/kinds";
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

const text = (name: TextField) => ({ name, label: TEXT_FIELDS[name].label });

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
}: SectionsProps) {
  const shown = (field: ListingFormField) => !exclude.includes(field);
  const hint = (field: ListingFormField, fallback?: string) =>
    reviewed?.fields.includes(field) ? reviewed.hint : fallback;
  const badges = (Object.keys(BOOLEAN_FIELDS) as BooleanField[]).filter(shown);
  return (
    <>
      <ListingFieldset legend="Basics">
        {shown("name") ? <ListingTextField form={form} name="name" label="Name" hint={hint("name")} /> : null}
        {shown("slug") ? (
          <ListingTextField
            form={form}
            name="slug"
            label="Slug"
            hint={hint(
              "slug",
              `The page's address: ${path.replace(/[^/]+$/, "")}{slug}. Changing it makes the old address a 404.`,
            )}
          />
        ) : null}
        {shown("status") ? (
          <ListingSelect
            form={form}
            name="status"
            label="Status"
            options={LISTING_STATUSES}
            hint="Publishing shows it on the site and alerts members who subscribed to its place."
          />
        ) : null}
        <ListingTextField form={form} {...text("category")} />
      </ListingFieldset>

      <ListingFieldset legend="Descriptions">
        <ListingTextField form={form} {...text("shortDescription")} rows={3} />
        <ListingTextField form={form} {...text("description")} rows={3} />
        <div className="sm:col-span-2">
          <ListingTextField form={form} {...text("longDescription")} rows={8} />
        </div>
      </ListingFieldset>

      <ListingTranslationFields form={form} contentLocale={contentLocale} />

      <ListingFieldset legend="Links and contact">
        {shown("website") ? (
          <ListingTextField form={form} name="website" label="Website" type="url" hint={hint("website")} />
        ) : null}
        <ListingTextField form={form} name="logoUrl" label="Logo URL" type="url" />
        <ListingTextField form={form} name="email" label="Email" type="email" />
        <ListingTextField form={form} name="phone" label="Phone" type="tel" />
      </ListingFieldset>

      <ListingFieldset legend="Place">
        <ListingTextField form={form} {...text("address")} />
        <ListingTextField form={form} {...text("city")} />
        <ListingTextField form={form} {...text("country")} />
        <ListingTextField form={form} {...text("region")} hint="Europe, North America, Asia or Worldwide" />
        <ListingTextField form={form} name="lat" label="Latitude" inputMode="decimal" />
        <ListingTextField form={form} name="lng" label="Longitude" inputMode="decimal" />
      </ListingFieldset>

      <ListingFieldset legend="Facts">
        <ListingFactFields form={form} kind={kind} />
        {factsFooter}
      </ListingFieldset>

      <ListingFieldset legend="Details">
        <ListingTextField form={form} {...text("brand")} />
        {KIND_LIST_FIELDS[kind].map((field) => (
          <ListingTextField
            key={field}
            form={form}
            name={field}
            label={LIST_FIELDS[field]}
            hint="Separate values with commas"
          />
        ))}
      </ListingFieldset>

      {badges.length ? (
        <fieldset className="flex flex-wrap gap-x-6 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">Badges</legend>
          {badges.map((field) => (
            <ListingCheckbox key={field} form={form} name={field} label={BOOLEAN_FIELDS[field]} />
          ))}
        </fieldset>
      ) : null}
    </>
  );
}
