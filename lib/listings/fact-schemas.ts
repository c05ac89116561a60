// zod/mini schemas of the structured (JSON) facts: the editor's JSON boxes, the import's cells (JSON text in a CSV
// cell, or the value itself in a JSON file) and the public pages' reads of stored values all go through these.
import * as z from "zod/mini";
import { errorKey, type ErrorParams } from "@/lib/http/error-key";
import { textProblem, type Converted, type EmptyMeans } from "./editor-fields";
import { FACT_ERRORS as M, FACT_PART_LABELS as L, LISTING_ERRORS } from "./editor-errors";
import { accreditationRecords } from "./accreditation";
import { isBiomarkerSlug } from "@/lib/biomarkers/slug";
import { licenceRegister, servicePrices, type LicenceRegister, type ServicePrice } from "./clinic-facts";
import { DAYS_OF_WEEK, INGREDIENT_UNITS } from "./fact-options";
import type { AccreditationRecord } from "./accreditation";
import type { IngredientAmount, JsonFactValues, JsonShape, OpeningHours, Programme, TestPanel } from "./fact-values";
import { MAX_MONEY } from "./facts";
import { PANEL_EXTRA_FIELDS } from "./panel-schema";
import { thirdPartyTests, type ThirdPartyTest } from "./supplement-facts";
import { websiteFacts, type WebsiteFactValues } from "./website-facts";
import { validationStudies, type ValidationStudy } from "./wearable-facts";

const MAX_ITEMS = 50;
/** An entry (or the opening hours) that is not an object: the box's hint shows the shape. */
const ENTRY = { error: M.entryShape };

const say = (code: string, label: string, values: ErrorParams = {}) => errorKey(code, { label, ...values });
const notText = (label: string) => say(LISTING_ERRORS.notText, label);
const between = (label: string, min: number, max: number) => say(LISTING_ERRORS.between, label, { min, max });
const wholeNumber = (label: string, min: number, max: number) =>
  z
    .int({ error: say(M.wholeNumber, label) })
    .check(z.gte(min, between(label, min, max)), z.lte(max, between(label, min, max)));

const text = (label: string, max: number) =>
  z.string({ error: notText(label) }).check(
    z.refine((value) => value.trim().length > 0, say(M.required, label)),
    z.refine((value) => textProblem(value.trim(), { label, max }) === null, {
      error: (issue) => textProblem(String(issue.input).trim(), { label, max }) ?? say(M.notValid, label),
    }),
    z.overwrite((value) => value.trim()),
  );

const money = (label: string) =>
  z.number({ error: say(LISTING_ERRORS.notNumber, label) }).check(
    z.gte(0, say(M.atLeastZero, label)),
    z.lte(MAX_MONEY, say(M.tooLarge, label)),
    z.refine((value) => Math.round(value * 100) / 100 === value, say(LISTING_ERRORS.decimals, label, { decimals: 2 })),
  );

const list = <T extends z.ZodMiniType>(item: T, label: string) =>
  z
    .array(item, { error: say(M.notList, label) })
    .check(z.maxLength(MAX_ITEMS, say(M.tooManyEntries, label, { max: MAX_ITEMS })));

/**
 * A catalogue marker by its slug ("apob", "ApoB " reads as "apob"). The catalogue is a database table, so this schema
 * (shared by the form, the import and stored reads) checks the slug's shape; the write checks it is in the catalogue.
 */
const biomarker = z.pipe(
  z.string({ error: M.biomarkerText }),
  z.transform((value, ctx) => {
    const slug = value.trim().toLowerCase();
    if (isBiomarkerSlug(slug)) return slug;
    ctx.issues.push({
      code: "custom",
      input: value,
      message: errorKey(M.unknownBiomarker, { value: value.slice(0, 40) }),
    });
    return z.NEVER;
  }),
);
const testPanel = z
  .object(
    {
      name: text(L.panelName, 120),
      price: z.optional(money(L.panelPrice)),
      biomarkers: list(biomarker, L.biomarkers),
      calculated: z.optional(list(biomarker, L.calculated)),
      biomarkerCount: z.optional(wholeNumber(L.biomarkerCount, 1, 2_000)),
      ...PANEL_EXTRA_FIELDS,
    },
    ENTRY,
  )
  .check(
    z.refine((panel) => (panel.calculated ?? []).every((value) => panel.biomarkers.includes(value)), {
      error: M.calculatedAmong,
      path: ["calculated"],
    }),
    z.refine((panel) => panel.biomarkerCount === undefined || panel.biomarkerCount >= panel.biomarkers.length, {
      error: M.countBelowListed,
      path: ["biomarkerCount"],
    }),
  );

const programme = z.object(
  {
    name: text(L.programmeName, 120),
    priceFrom: z.optional(money(L.programmePrice)),
    duration: z.optional(text(L.duration, 60)),
  },
  ENTRY,
);

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return /^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)+$|^UTC$/.test(value);
  } catch {
    return false;
  }
}

const openingHours = z.object(
  {
    timeZone: z
      .string({ error: notText(L.timeZone) })
      .check(z.maxLength(64, M.timeZone), z.refine(isTimeZone, M.timeZone)),
    hours: list(
      z
        .object(
          {
            days: list(
              z.enum(DAYS_OF_WEEK, { error: errorKey(M.days, { days: DAYS_OF_WEEK.join(", ") }) }),
              L.days,
            ).check(z.minLength(1, M.oneDay)),
            opens: z.string({ error: M.opens }).check(z.regex(TIME, M.opens)),
            closes: z.string({ error: M.closes }).check(z.regex(TIME, M.closes)),
          },
          ENTRY,
        )
        .check(z.refine((row) => row.opens < row.closes, { error: M.closesBefore, path: ["closes"] })),
      L.hours,
    ).check(z.minLength(1, M.oneRow)),
  },
  ENTRY,
);

const ingredientAmount = z.object(
  {
    name: text(L.ingredient, 100),
    amount: z
      .number({ error: say(LISTING_ERRORS.notNumber, L.amount) })
      .check(z.gt(0, say(M.aboveZero, L.amount)), z.lte(1e12, say(M.tooLarge, L.amount))),
    unit: z.enum(INGREDIENT_UNITS, { error: errorKey(M.unit, { units: INGREDIENT_UNITS.join(", ") }) }),
    form: z.optional(text(L.form, 100)),
    /** The label or page the amount was read from, and the day it was. */
    sourceUrl: PANEL_EXTRA_FIELDS.sourceUrl,
    checkedAt: PANEL_EXTRA_FIELDS.checkedAt,
  },
  ENTRY,
);

const JSON_FACT_SCHEMAS: { [S in JsonShape]: z.ZodMiniType<JsonFactValues[S]> } = {
  testPanels: list(testPanel, L.testPanels) as z.ZodMiniType<TestPanel[]>,
  programmes: list(programme, L.programmes) as z.ZodMiniType<Programme[]>,
  openingHours: openingHours as z.ZodMiniType<OpeningHours>,
  validationStudies: validationStudies as z.ZodMiniType<ValidationStudy[]>,
  ingredientAmounts: list(ingredientAmount, L.ingredientAmounts) as z.ZodMiniType<IngredientAmount[]>,
  accreditationRecords: accreditationRecords as z.ZodMiniType<AccreditationRecord[]>,
  thirdPartyTests: thirdPartyTests as z.ZodMiniType<ThirdPartyTest[]>,
  gtin: websiteFacts.shape.gtin as z.ZodMiniType<WebsiteFactValues["gtin"]>,
  availability: websiteFacts.shape.availability as z.ZodMiniType<WebsiteFactValues["availability"]>,
  priceRange: websiteFacts.shape.priceRange as z.ZodMiniType<WebsiteFactValues["priceRange"]>,
  sameAs: websiteFacts.shape.sameAs as z.ZodMiniType<WebsiteFactValues["sameAs"]>,
  servicePrices: servicePrices as z.ZodMiniType<ServicePrice[]>,
  licenceRegister: licenceRegister as z.ZodMiniType<LicenceRegister>,
};

/**
 * A structured fact from JSON text (the editor's box, a CSV cell) or the value itself (a JSON import): blank clears
 * it in the editor and leaves it in the import; an empty list is no value. The first problem comes with where in the
 * value it lies ([0, "name"]: the first entry's name), which becomes part of the field's path.
 */
export function convertJsonFact<S extends JsonShape>(
  shape: S,
  label: string,
  value: unknown,
  empty: EmptyMeans,
): Converted<JsonFactValues[S] | null | undefined> {
  if (value === undefined) return { value: undefined };
  let data = value;
  if (typeof value === "string") {
    if (!value.trim()) data = null;
    else {
      if (value.length > 100_000) return { error: say(M.jsonTooLong, label) };
      try {
        data = JSON.parse(value);
      } catch {
        return { error: say(M.jsonInvalid, label) };
      }
    }
  }
  if (data === null || (Array.isArray(data) && data.length === 0))
    return { value: empty === "clear" ? null : undefined };
  const result = z.safeParse(JSON_FACT_SCHEMAS[shape], data);
  if (result.success) return { value: result.data };
  const issue = result.error.issues[0];
  const path = issue?.path.map((part) => (typeof part === "number" ? part : String(part))) ?? [];
  return { error: issue?.message ?? say(M.notValid, label), path };
}

/** A stored structured fact as its type, or null when it does not fit (written by hand in the database). */
export function readJsonFact<S extends JsonShape>(shape: S, stored: unknown): JsonFactValues[S] | null {
  if (stored === null || stored === undefined) return null;
  const result = z.safeParse(JSON_FACT_SCHEMAS[shape], stored);
  return result.success ? result.data : null;
}
