// zod/mini schemas of the structured (JSON) facts: the editor's JSON boxes, the import's cells (JSON text in a CSV
// cell, or the value itself in a JSON file) and the public pages' reads of stored values all go through these.
import * as z from "zod/mini";
import { MAX_URL_LENGTH, isHttpUrl, textProblem, type Converted, type EmptyMeans } from "@/lib/admin/listing-fields";
import { BIOMARKERS } from "./biomarkers";
import { DAYS_OF_WEEK, INGREDIENT_UNITS, findOption } from "./fact-options";
import type {
  IngredientAmount,
  JsonFactValues,
  JsonShape,
  OpeningHours,
  Programme,
  TestPanel,
  ValidationStudy,
} from "./fact-values";
import { MAX_MONEY } from "./facts";

const MAX_ITEMS = 50;

const text = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).check(
    z.refine((value) => value.trim().length > 0, `${label} is required`),
    z.refine((value) => textProblem(value.trim(), { label, max }) === null, {
      error: (issue) => textProblem(String(issue.input).trim(), { label, max }) ?? `${label} is not valid`,
    }),
    z.overwrite((value) => value.trim()),
  );

const money = (label: string) =>
  z.number({ error: `${label} must be a number` }).check(
    z.gte(0, `${label} must be at least 0`),
    z.lte(MAX_MONEY, `${label} is too large`),
    z.refine((value) => Math.round(value * 100) / 100 === value, `${label} has at most 2 decimals`),
  );

const list = <T extends z.ZodMiniType>(item: T, label: string) =>
  z
    .array(item, { error: `${label} must be a list` })
    .check(z.maxLength(MAX_ITEMS, `${label}: at most ${MAX_ITEMS} entries`));

/** A biomarker by its value or label ("apob" or "ApoB"), stored as the value. */
const biomarker = z.pipe(
  z.string({ error: "A biomarker must be text" }),
  z.transform((value, ctx) => {
    const found = findOption(BIOMARKERS, value);
    if (found) return found.value;
    ctx.issues.push({
      code: "custom",
      input: value,
      message: `"${value.slice(0, 40)}" is not in the directory's biomarker list`,
    });
    return z.NEVER;
  }),
);

const testPanel = z
  .object({
    name: text("Panel name", 120),
    price: z.optional(money("Panel price")),
    biomarkers: list(biomarker, "Biomarkers").check(z.maxLength(BIOMARKERS.length)),
    calculated: z.optional(list(biomarker, "Calculated biomarkers")),
    biomarkerCount: z.optional(
      z.int({ error: "Biomarker count must be a whole number" }).check(z.gte(1), z.lte(2_000)),
    ),
  })
  .check(
    z.refine((panel) => (panel.calculated ?? []).every((value) => panel.biomarkers.includes(value)), {
      error: "Calculated biomarkers must be among the panel's biomarkers",
      path: ["calculated"],
    }),
    z.refine((panel) => panel.biomarkerCount === undefined || panel.biomarkerCount >= panel.biomarkers.length, {
      error: "Biomarker count is less than the biomarkers listed",
      path: ["biomarkerCount"],
    }),
  );

const programme = z.object({
  name: text("Programme name", 120),
  priceFrom: z.optional(money("Programme price")),
  duration: z.optional(text("Duration", 60)),
});

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return /^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)+$|^UTC$/.test(value);
  } catch {
    return false;
  }
}

const openingHours = z.object({
  timeZone: z
    .string({ error: "Time zone must be text" })
    .check(z.maxLength(64), z.refine(isTimeZone, "Time zone must be an IANA name such as Europe/Berlin")),
  hours: list(
    z
      .object({
        days: list(z.enum(DAYS_OF_WEEK, { error: `Days are ${DAYS_OF_WEEK.join(", ")}` }), "Days").check(
          z.minLength(1, "Name at least one day"),
        ),
        opens: z.string().check(z.regex(TIME, "Opening time is HH:MM")),
        closes: z.string().check(z.regex(TIME, "Closing time is HH:MM")),
      })
      .check(z.refine((row) => row.opens < row.closes, { error: "Closes before it opens", path: ["closes"] })),
    "Hours",
  ).check(z.minLength(1, "Give at least one row of hours")),
});

const validationStudy = z.object({
  title: text("Study title", 300),
  url: z.string({ error: "Study address must be text" }).check(
    z.maxLength(MAX_URL_LENGTH),
    z.refine((value) => isHttpUrl(value.trim()), "Study address must be an http(s) address"),
    z.overwrite((value) => value.trim()),
  ),
  year: z.optional(z.int({ error: "Year must be a whole number" }).check(z.gte(1950), z.lte(2100))),
});

const ingredientAmount = z.object({
  name: text("Ingredient", 100),
  amount: z.number({ error: "Amount must be a number" }).check(z.gt(0, "Amount must be above 0"), z.lte(1e12)),
  unit: z.enum(INGREDIENT_UNITS, { error: `Unit is one of ${INGREDIENT_UNITS.join(", ")}` }),
});

export const JSON_FACT_SCHEMAS: { [S in JsonShape]: z.ZodMiniType<JsonFactValues[S]> } = {
  testPanels: list(testPanel, "Test panels") as z.ZodMiniType<TestPanel[]>,
  programmes: list(programme, "Programmes") as z.ZodMiniType<Programme[]>,
  openingHours: openingHours as z.ZodMiniType<OpeningHours>,
  validationStudies: list(validationStudy, "Validation studies") as z.ZodMiniType<ValidationStudy[]>,
  ingredientAmounts: list(ingredientAmount, "Ingredients") as z.ZodMiniType<IngredientAmount[]>,
};

function issueText(issue: z.core.$ZodIssue): string {
  const where = issue.path.map((part) => (typeof part === "number" ? `item ${part + 1}` : String(part))).join(", ");
  return where ? `${where}: ${issue.message}` : issue.message;
}

/**
 * A structured fact from JSON text (the editor's box, a CSV cell) or the value itself (a JSON import): blank clears
 * it in the editor and leaves it in the import; an empty list is no value.
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
      if (value.length > 100_000) return { error: `${label} is too long` };
      try {
        data = JSON.parse(value);
      } catch {
        return { error: `${label} is not valid JSON` };
      }
    }
  }
  if (data === null || (Array.isArray(data) && data.length === 0))
    return { value: empty === "clear" ? null : undefined };
  const result = z.safeParse(JSON_FACT_SCHEMAS[shape], data);
  if (!result.success) return { error: `${label}: ${issueText(result.error.issues[0]!)}` };
  return { value: result.data };
}

/** A stored structured fact as its type, or null when it does not fit (written by hand in the database). */
export function readJsonFact<S extends JsonShape>(shape: S, stored: unknown): JsonFactValues[S] | null {
  if (stored === null || stored === undefined) return null;
  const result = z.safeParse(JSON_FACT_SCHEMAS[shape], stored);
  return result.success ? result.data : null;
}
