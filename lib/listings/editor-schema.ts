// zod/mini: the listing editors validate with this (loaded on first submit) and PATCH /api/admin/listings/{id} with
// the same schema; the import's row schema is built from the same fields. Every message is an errorKey.
import * as z from "zod/mini";
import type { ListingKind } from "@/lib/directory/kinds";
import { errorKey } from "@/lib/http/error-key";
import { convertJsonFact } from "@/lib/listings/fact-schemas";
import { FACT_KEYS, factDefinition, type FactKey, type FactValues } from "@/lib/listings/facts";
import type { FactVerifier } from "@/lib/listings/fact-values";
import { LISTING_PLACEMENTS, type ListingPlacement } from "@/lib/listings/placement";
import {
  BOOLEAN_FIELDS,
  FORMATS,
  LISTING_STATUSES,
  LIST_FIELDS,
  NAME_LABEL,
  NUMBER_FIELDS,
  PLACEMENT_MESSAGE,
  STATUS_MESSAGE,
  TEXT_FIELDS,
  convertBoolean,
  convertFactValue,
  convertFormatted,
  convertList,
  convertName,
  convertNumber,
  convertSlug,
  convertText,
  factLabel,
  type BooleanField,
  type Converted,
  type EmptyMeans,
  type FormattedField,
  type ListField,
  type ListingStatusValue,
  type NumberField,
  type TextField,
} from "./editor-fields";
import { LISTING_ERRORS as M } from "./editor-errors";
import { translationsField } from "./editor-translations";
import type { ListingTranslations } from "@/lib/i18n/translations-schema";

export * from "./editor-fields";

/** A zod field that accepts `input` and stores what `convert` makes of it, or reports its error where it lies. */
export function converted<I extends z.ZodMiniType, T>(input: I, convert: (value: z.output<I>) => Converted<T>) {
  return z.pipe(
    input,
    z.transform((value: z.output<I>, ctx) => {
      const result = convert(value);
      if ("error" in result) {
        ctx.issues.push({
          code: "custom",
          message: result.error,
          input: value,
          ...(result.path ? { path: result.path } : {}),
        });
        return z.NEVER;
      }
      return result.value;
    }),
  );
}

const textInput = (label: string) =>
  z.union([z.string(), z.number(), z.null()], { error: errorKey(M.notText, { label }) });

const nameField = converted(textInput(NAME_LABEL), convertName);

export function slugField(empty: EmptyMeans) {
  return converted(z.nullable(z.string({ error: M.slugText })), (value) => convertSlug(value, empty));
}

/** One fact's field: any JSON value in, the fact's stored value (or its message) out. */
function factField<K extends FactKey>(key: K, empty: EmptyMeans) {
  const definition = factDefinition(key);
  const convert = (value: unknown): Converted<FactValues[K] | undefined> =>
    (definition.type === "json"
      ? convertJsonFact(definition.shape, factLabel(key), value, empty)
      : convertFactValue(key, value, empty)) as Converted<FactValues[K] | undefined>;
  return z.optional(converted(z.unknown(), convert));
}

type FactFields = { [K in FactKey]: ReturnType<typeof factField<K>> };

/** Every fact of the registry (lib/listings/facts.ts) as an optional field. */
function factFieldsShape(empty: EmptyMeans): FactFields {
  return Object.fromEntries(FACT_KEYS.map((key) => [key, factField(key, empty)])) as FactFields;
}

/** Every editable column except name, slug and status, all optional; `empty` says what a blank value does. */
export function editableFieldsShape(empty: EmptyMeans) {
  const text = (rule: (typeof TEXT_FIELDS)[TextField]) =>
    z.optional(converted(textInput(rule.label), (value) => convertText(value, rule, empty)));
  const formatted = (field: FormattedField) =>
    z.optional(converted(textInput(FORMATS[field].label), (value) => convertFormatted(value, FORMATS[field], empty)));
  const number = (rule: (typeof NUMBER_FIELDS)[NumberField]) => {
    const input = z.union([z.string(), z.number(), z.null()], { error: errorKey(M.notNumber, { label: rule.label }) });
    return z.optional(converted(input, (value) => convertNumber(value, rule, empty)));
  };
  const boolean = (label: string) =>
    z.optional(
      converted(z.union([z.boolean(), z.string(), z.null()], { error: errorKey(M.trueOrFalse, { label }) }), (value) =>
        convertBoolean(value, label),
      ),
    );
  const list = (label: string) => {
    const input = z.union([z.string(), z.array(z.string()), z.null()], {
      error: errorKey(M.notList, { label }),
    });
    return z.optional(converted(input, (value) => convertList(value, label, empty)));
  };
  return {
    shortDescription: text(TEXT_FIELDS.shortDescription),
    longDescription: text(TEXT_FIELDS.longDescription),
    description: text(TEXT_FIELDS.description),
    country: text(TEXT_FIELDS.country),
    city: text(TEXT_FIELDS.city),
    region: text(TEXT_FIELDS.region),
    category: text(TEXT_FIELDS.category),
    brand: text(TEXT_FIELDS.brand),
    address: text(TEXT_FIELDS.address),
    website: formatted("website"),
    logoUrl: formatted("logoUrl"),
    imageUrl: formatted("imageUrl"),
    email: formatted("email"),
    phone: formatted("phone"),
    lat: number(NUMBER_FIELDS.lat),
    lng: number(NUMBER_FIELDS.lng),
    verified: boolean(BOOLEAN_FIELDS.verified),
    categories: list(LIST_FIELDS.categories),
    tags: list(LIST_FIELDS.tags),
    specialties: list(LIST_FIELDS.specialties),
    services: list(LIST_FIELDS.services),
    healthConditions: list(LIST_FIELDS.healthConditions),
    biomarkers: list(LIST_FIELDS.biomarkers),
    testTypes: list(LIST_FIELDS.testTypes),
    advancedBiomarkers: list(LIST_FIELDS.advancedBiomarkers),
    features: list(LIST_FIELDS.features),
    trackingCapabilities: list(LIST_FIELDS.trackingCapabilities),
    ingredients: list(LIST_FIELDS.ingredients),
    healthGoals: list(LIST_FIELDS.healthGoals),
    qualifications: list(LIST_FIELDS.qualifications),
    consultationType: list(LIST_FIELDS.consultationType),
    dietaryPreferences: list(LIST_FIELDS.dietaryPreferences),
    dietaryRestrictions: list(LIST_FIELDS.dietaryRestrictions),
    deliveryAreas: list(LIST_FIELDS.deliveryAreas),
    metrics: list(LIST_FIELDS.metrics),
    ...factFieldsShape(empty),
  };
}

/**
 * PATCH /api/admin/listings/{id}: any subset of the editable fields (absent = unchanged, blank = cleared).
 * `expectedUpdatedAt` is the version the editor loaded: a newer stored version is a 409, not a silent overwrite.
 */
export const listingEditSchema = z.object({
  name: z.optional(nameField),
  slug: z.optional(slugField("clear")),
  status: z.optional(z.enum(LISTING_STATUSES, { error: STATUS_MESSAGE })),
  // Only the admin places a listing (the owner's schema leaves it out, the import has no such column); the editor's
  // select sends "" for none.
  placement: z.optional(
    z.pipe(
      z.union([z.enum(LISTING_PLACEMENTS), z.literal(""), z.null()], { error: PLACEMENT_MESSAGE }),
      z.transform((value): ListingPlacement | null => value || null),
    ),
  ),
  expectedUpdatedAt: z.optional(z.string().check(z.maxLength(40))),
  ...editableFieldsShape("clear"),
  translations: z.optional(translationsField),
});

export type ListingEditFormValues = z.input<typeof listingEditSchema>;
export type ListingEditInput = z.output<typeof listingEditSchema>;

/** A listing as the admin editor reads it (GET /api/admin/listings/{id}). */
export type AdminListing = {
  id: string;
  kind: ListingKind;
  slug: string;
  name: string;
  status: ListingStatusValue;
  placement: ListingPlacement | null;
  origin: string;
  path: string;
  rating: number | null;
  reviewCount: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  firstPublishedAt: string | null;
  lastVerifiedAt: string | null;
  verifiedBy: FactVerifier | null;
  /** The language the listing's own texts are written in, and their translations into others. */
  contentLocale: string;
  translations: ListingTranslations;
} & FactValues & { [K in TextField | FormattedField]: string | null } & { [K in NumberField]: number | null } & {
    [K in BooleanField]: boolean;
  } & { [K in ListField]: string[] };

/** A row of the admin list (GET /api/admin/listings). */
export type AdminListingSummary = Pick<
  AdminListing,
  | "id"
  | "kind"
  | "slug"
  | "name"
  | "status"
  | "origin"
  | "path"
  | "website"
  | "updatedAt"
  | "createdAt"
  | "placement"
  | "verified"
  | "lastVerifiedAt"
  | "verifiedBy"
>;
export type AdminListingPage = { items: AdminListingSummary[]; nextCursor: string | null };
