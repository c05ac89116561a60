// The editable listing fields, without zod (the editor's page loads this, the schema comes on first submit): each
// field's label (a catalogue key) and limits, and its conversion from form values or import cells (CSV cells are all
// text, JSON cells any type) to the stored value or an error key. editor-schema.ts wraps the conversions in zod.
import { isWebsiteUrl } from "@/lib/brands/website-url";
import { storedImageKey } from "@/lib/images/stored-image";
import { errorKey } from "@/lib/http/error-key";
import { isUnsafeText } from "@/lib/security/unsafe-content";
import { isCleanText } from "@/lib/validation/text";
import type { ListingKind } from "@/lib/directory/kinds";
import { findOption } from "@/lib/listings/fact-options";
import { LISTING_ERRORS as M } from "./editor-errors";
import { MAX_MONEY, factDefinition, type FactKey } from "@/lib/listings/facts";

/** A converted value, or its error (an errorKey) and where inside the value it lies (a structured fact's entry). */
export type Converted<T> = { value: T } | { error: string; path?: (string | number)[] };
/** What an empty value means: "clear" the field (the editor) or "skip" it, leaving the stored value (the import). */
export type EmptyMeans = "clear" | "skip";

const MAX_LIST_ITEMS = 50;
const MAX_LIST_ITEM_LENGTH = 100;
export const MAX_SLUG_LENGTH = 120;
const MAX_NAME_LENGTH = 200;
export const MAX_URL_LENGTH = 2_048;
/** List values in one text box or CSV cell: commas, semicolons or pipes separate them. */
const LIST_SEPARATOR = /[,;|]/;
const SLUG = /^[\p{Ll}\p{Lo}\p{Lm}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{Lm}\p{N}]+)*$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[+()\d\s./-]{3,40}$/;
const CURRENCY = /^[A-Za-z]{3}$/;
const TRUE_WORDS = new Set(["true", "yes", "y", "1"]);
const FALSE_WORDS = new Set(["false", "no", "n", "0"]);

type TextRule = { label: string; max: number; multiline?: boolean; values?: boolean };

const emptyValue = (empty: EmptyMeans): Converted<null | undefined> => ({
  value: empty === "clear" ? null : undefined,
});

/** The problem with a piece of text, if any: length, unstorable characters, unsafe markup. `values`: a list's item. */
export function textProblem(text: string, rule: TextRule): string | null {
  const { label } = rule;
  if (text.length > rule.max) return errorKey(rule.values ? M.valueTooLong : M.tooLong, { label, max: rule.max });
  if (!isCleanText(text, { multiline: rule.multiline }))
    return errorKey(rule.values ? M.valueCharacters : M.characters, { label });
  if (isUnsafeText(text)) return M.unsafe;
  return null;
}

export function convertText(
  value: string | number | null | undefined,
  rule: TextRule,
  empty: EmptyMeans,
): Converted<string | null | undefined> {
  if (value === undefined) return { value: undefined };
  const text = value === null ? "" : String(value).trim();
  if (!text) return emptyValue(empty);
  const problem = textProblem(text, rule);
  return problem ? { error: problem } : { value: text };
}

/** Text that must satisfy a format once given (website, email…). */
export function convertFormatted(
  value: string | number | null | undefined,
  rule: TextRule & { test: (text: string) => boolean; message: string; normalise?: (text: string) => string },
  empty: EmptyMeans,
): Converted<string | null | undefined> {
  const result = convertText(value, rule, empty);
  if ("error" in result || !result.value) return result;
  if (!rule.test(result.value)) return { error: rule.message };
  return { value: rule.normalise ? rule.normalise(result.value) : result.value };
}

export const FORMATS = {
  website: {
    label: "listing-editor.fields.website",
    max: MAX_URL_LENGTH,
    test: isWebsiteUrl,
    message: M.websiteInvalid,
  },
  logoUrl: {
    label: "listing-editor.fields.logoUrl",
    max: MAX_URL_LENGTH,
    // A logo kept in our own storage is its path there (/images/{key}).
    test: (text: string) => isHttpUrl(text) || storedImageKey(text) !== null,
    message: M.logoUrlInvalid,
  },
  imageUrl: {
    label: "listing-editor.fields.imageUrl",
    max: MAX_URL_LENGTH,
    // A photo kept in our own storage is its path there (/images/{key}).
    test: (text: string) => isHttpUrl(text) || storedImageKey(text) !== null,
    message: M.imageUrlInvalid,
  },
  email: {
    label: "listing-editor.fields.email",
    max: 254,
    test: (text: string) => EMAIL.test(text),
    message: M.emailInvalid,
  },
  phone: {
    label: "listing-editor.fields.phone",
    max: 40,
    test: (text: string) => PHONE.test(text),
    message: M.phoneInvalid,
  },
  currency: {
    label: "facts.labels.currency",
    max: 10,
    test: (text: string) => CURRENCY.test(text),
    message: M.currencyInvalid,
    normalise: (text: string) => text.toUpperCase(),
  },
} as const;

export function isHttpUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    return Boolean(new URL(text).hostname);
  } catch {
    return false;
  }
}

export const NAME_LABEL = "listing-editor.fields.name";

export function convertName(value: string | number | null | undefined): Converted<string> {
  const result = convertText(value ?? "", { label: NAME_LABEL, max: MAX_NAME_LENGTH }, "clear");
  if ("error" in result) return result;
  return result.value ? { value: result.value } : { error: M.nameRequired };
}

export function convertSlug(value: string | null | undefined, empty: EmptyMeans): Converted<string | null | undefined> {
  if (value === undefined) return { value: undefined };
  const text = (value ?? "").trim();
  if (!text) return empty === "skip" ? { value: undefined } : { error: M.slugRequired };
  if (text.length > MAX_SLUG_LENGTH) return { error: errorKey(M.slugTooLong, { max: MAX_SLUG_LENGTH }) };
  return SLUG.test(text) ? { value: text } : { error: M.slug };
}

export function convertNumber(
  value: string | number | null | undefined,
  rule: { label: string; min: number; max: number; decimals?: number },
  empty: EmptyMeans,
): Converted<number | null | undefined> {
  if (value === undefined) return { value: undefined };
  let number: number;
  if (typeof value === "number") number = value;
  else {
    const text = (value ?? "").trim();
    if (!text) return emptyValue(empty);
    // "12,50" is how much of Europe writes 12.50.
    const normalised = /^-?\d+,\d+$/.test(text) ? text.replace(",", ".") : text;
    if (!/^-?(\d+\.?\d*|\.\d+)$/.test(normalised)) return { error: errorKey(M.notNumber, { label: rule.label }) };
    number = Number(normalised);
  }
  if (!Number.isFinite(number)) return { error: errorKey(M.notNumber, { label: rule.label }) };
  if (number < rule.min || number > rule.max)
    return { error: errorKey(M.between, { label: rule.label, min: rule.min, max: rule.max }) };
  if (rule.decimals !== undefined && Math.round(number * 10 ** rule.decimals) / 10 ** rule.decimals !== number) {
    return { error: errorKey(M.decimals, { label: rule.label, decimals: rule.decimals }) };
  }
  return { value: number };
}

export function convertBoolean(
  value: boolean | string | null | undefined,
  label: string,
): Converted<boolean | undefined> {
  if (value === undefined || value === null || typeof value === "boolean") return { value: value ?? undefined };
  const word = value.trim().toLowerCase();
  if (!word) return { value: undefined };
  if (TRUE_WORDS.has(word)) return { value: true };
  if (FALSE_WORDS.has(word)) return { value: false };
  return { error: errorKey(M.trueOrFalse, { label }) };
}

/** A list from an array or from text separated by commas, semicolons or pipes: trimmed, blanks and repeats dropped. */
export function convertList(
  value: string | readonly string[] | null | undefined,
  label: string,
  empty: EmptyMeans,
): Converted<string[] | undefined> {
  if (value === undefined) return { value: undefined };
  const parts = value === null ? [] : typeof value === "string" ? value.split(LIST_SEPARATOR) : value;
  const items = [...new Set(parts.map((item) => item.trim()).filter(Boolean))];
  if (!items.length) return { value: empty === "clear" ? [] : undefined };
  if (items.length > MAX_LIST_ITEMS) return { error: errorKey(M.tooManyValues, { label, max: MAX_LIST_ITEMS }) };
  for (const item of items) {
    const problem = textProblem(item, { label, max: MAX_LIST_ITEM_LENGTH, values: true });
    if (problem) return { error: problem };
  }
  return { value: items };
}

export const LISTING_STATUSES = ["draft", "pending", "published"] as const;
export type ListingStatusValue = (typeof LISTING_STATUSES)[number];
export const STATUS_MESSAGE = M.status;
export const PLACEMENT_MESSAGE = M.placement;

/** The columns the editor and the import write; never rating or reviewCount (aggregates of member reviews). */
export const TEXT_FIELDS = {
  shortDescription: { label: "listing-editor.fields.shortDescription", max: 500, multiline: true },
  longDescription: { label: "listing-editor.fields.longDescription", max: 10_000, multiline: true },
  description: { label: "listing-editor.fields.description", max: 10_000, multiline: true },
  country: { label: "listing-editor.fields.country", max: 100 },
  city: { label: "listing-editor.fields.city", max: 100 },
  region: { label: "listing-editor.fields.region", max: 100 },
  category: { label: "listing-editor.fields.category", max: 100 },
  brand: { label: "listing-editor.fields.brand", max: 100 },
  address: { label: "listing-editor.fields.address", max: 300 },
} as const;
export const FORMATTED_FIELDS = ["website", "logoUrl", "imageUrl", "email", "phone"] as const;
export const NUMBER_FIELDS = {
  lat: { label: "listing-editor.fields.lat", min: -90, max: 90 },
  lng: { label: "listing-editor.fields.lng", min: -180, max: 180 },
} as const;
export const BOOLEAN_FIELDS = {
  verified: "listing-editor.badges.verified",
} as const;
export const LIST_FIELDS = {
  categories: "listing-editor.lists.categories",
  tags: "listing-editor.lists.tags",
  specialties: "listing-editor.lists.specialties",
  services: "listing-editor.lists.services",
  healthConditions: "listing-editor.lists.healthConditions",
  biomarkers: "listing-editor.lists.biomarkers",
  testTypes: "listing-editor.lists.testTypes",
  advancedBiomarkers: "listing-editor.lists.advancedBiomarkers",
  features: "listing-editor.lists.features",
  trackingCapabilities: "listing-editor.lists.trackingCapabilities",
  ingredients: "listing-editor.lists.ingredients",
  healthGoals: "listing-editor.lists.healthGoals",
  qualifications: "listing-editor.lists.qualifications",
  consultationType: "listing-editor.lists.consultationType",
  dietaryPreferences: "listing-editor.lists.dietaryPreferences",
  dietaryRestrictions: "listing-editor.lists.dietaryRestrictions",
  deliveryAreas: "listing-editor.lists.deliveryAreas",
  metrics: "listing-editor.lists.metrics",
} as const;

export type TextField = keyof typeof TEXT_FIELDS;
export type FormattedField = (typeof FORMATTED_FIELDS)[number];
export type NumberField = keyof typeof NUMBER_FIELDS;
export type BooleanField = keyof typeof BOOLEAN_FIELDS;
export type ListField = keyof typeof LIST_FIELDS;
// Typed: Object.keys widens to string[].
export const TEXT_FIELD_NAMES = Object.keys(TEXT_FIELDS) as TextField[];
export const NUMBER_FIELD_NAMES = Object.keys(NUMBER_FIELDS) as NumberField[];
export const BOOLEAN_FIELD_NAMES = Object.keys(BOOLEAN_FIELDS) as BooleanField[];
export const LIST_FIELD_NAMES = Object.keys(LIST_FIELDS) as ListField[];
/** The list facets the editor shows per kind; the API accepts every list on every kind. */
export const KIND_LIST_FIELDS: Record<ListingKind, readonly ListField[]> = {
  clinic: ["specialties", "services", "healthConditions", "biomarkers", "tags"],
  lab: ["testTypes", "biomarkers", "advancedBiomarkers", "healthConditions", "tags"],
  practitioner: ["specialties", "qualifications", "healthConditions", "consultationType", "tags"],
  wearable: ["features", "trackingCapabilities", "tags"],
  supplement: ["ingredients", "healthGoals", "tags"],
  food: ["ingredients", "healthGoals", "dietaryPreferences", "dietaryRestrictions", "deliveryAreas", "tags"],
  app: ["features", "tags"],
  community: ["features", "tags"],
  brand: ["categories", "features", "tags"],
  leaderboard: ["metrics", "tags"],
  event: ["features", "tags"],
};

export const CONFLICT_MESSAGE = M.conflict;

/** A fact's label as messages name it: its key in the `facts` catalogue. */
export const factLabel = (key: FactKey) => `facts.labels.${key}`;

const MAX_URLS = 20;

/** Several addresses in one box or cell: one per line, or separated by spaces or commas. */
function convertUrls(value: unknown, label: string, empty: EmptyMeans): Converted<string[] | undefined> {
  if (value === undefined) return { value: undefined };
  if (value !== null && typeof value !== "string" && !Array.isArray(value))
    return { error: errorKey(M.notAddresses, { label }) };
  const parts = value === null ? [] : typeof value === "string" ? value.split(/[\s,]+(?=https?:|$)|\s+/) : value;
  if (parts.some((part) => typeof part !== "string")) return { error: errorKey(M.notAddresses, { label }) };
  const urls = [...new Set((parts as string[]).map((part) => part.trim()).filter(Boolean))];
  if (!urls.length) return { value: empty === "clear" ? [] : undefined };
  if (urls.length > MAX_URLS) return { error: errorKey(M.tooManyAddresses, { label, max: MAX_URLS }) };
  for (const url of urls) {
    const problem = textProblem(url, { label, max: MAX_URL_LENGTH });
    if (problem) return { error: problem };
    if (!isHttpUrl(url)) return { error: errorKey(M.notHttpItem, { label, value: url.slice(0, 60) }) };
  }
  return { value: urls };
}

/** Tri-state: yes, no, or not known (blank clears it in the editor, leaves it in the import). */
function convertKnownBoolean(value: unknown, label: string, empty: EmptyMeans): Converted<boolean | null | undefined> {
  if (value === undefined) return { value: undefined };
  if (value === null || value === "") return emptyValue(empty);
  if (typeof value !== "boolean" && typeof value !== "string") return { error: errorKey(M.yesOrNo, { label }) };
  return convertBoolean(value, label);
}

function optionsMessage(label: string, text: string, options: readonly { value: string }[]): string {
  const choices = options.map((option) => option.value).join(", ");
  return errorKey(M.unknownOption, { label, value: text.slice(0, 40), options: choices });
}

const asText = (value: unknown): string | number | null | undefined | { wrong: true } =>
  value === null || value === undefined || typeof value === "string" || typeof value === "number"
    ? value
    : { wrong: true };

/**
 * One fact's value from a form value or an import cell (JSON facts excepted: lib/listings/fact-schemas.ts). Option
 * facts take a stored value or its label in any case ("ISO 15189" or "iso-15189").
 */
export function convertFactValue(key: FactKey, value: unknown, empty: EmptyMeans): Converted<unknown> {
  const definition = factDefinition(key);
  const label = factLabel(key);
  if (value === undefined) return { value: undefined };
  if (definition.type === "json") return { error: errorKey(M.structured, { label }) };
  if (definition.type === "boolean") return convertKnownBoolean(value, label, empty);
  if (definition.type === "urls") return convertUrls(value, label, empty);
  if (definition.type === "options" || definition.type === "list") {
    const isList = value === null || typeof value === "string" || Array.isArray(value);
    if (!isList || (Array.isArray(value) && value.some((item) => typeof item !== "string")))
      return { error: errorKey(M.notList, { label }) };
    const list = convertList(value as string | string[] | null, label, empty);
    if (definition.type === "list" || "error" in list || !list.value) return list;
    const values: string[] = [];
    for (const item of list.value) {
      const option = findOption(definition.options, item);
      if (!option) return { error: optionsMessage(label, item, definition.options) };
      if (!values.includes(option.value)) values.push(option.value);
    }
    return { value: values };
  }
  const input = asText(value);
  if (typeof input === "object" && input !== null) return { error: errorKey(M.notText, { label }) };
  switch (definition.type) {
    case "money":
      return convertNumber(input, { label, min: 0, max: MAX_MONEY, decimals: 2 }, empty);
    case "integer":
      return convertNumber(input, { label, min: definition.min, max: definition.max, decimals: 0 }, empty);
    case "currency":
      return convertFormatted(input, FORMATS.currency, empty);
    case "url":
      return convertFormatted(
        input,
        { label, max: MAX_URL_LENGTH, test: isHttpUrl, message: errorKey(M.notHttp, { label }) },
        empty,
      );
    case "option": {
      const text = convertText(input, { label, max: MAX_LIST_ITEM_LENGTH }, empty);
      if ("error" in text || !text.value) return text;
      const option = findOption(definition.options, text.value);
      return option ? { value: option.value } : { error: optionsMessage(label, text.value, definition.options) };
    }
    case "text":
      return convertText(input, { label, max: definition.max }, empty);
  }
}
