import { z } from "zod";
import { NEAR_MAX_LENGTH } from "@/lib/directory/near";
import { DEFAULT_LOCALE, LOCALES } from "@/lib/i18n/locales";
import { isCleanText } from "@/lib/validation/text";

/** The `near` parameter's errors, by their keys in the `places` catalogue. */
export const NEAR_QUERY_ERRORS = {
  enterCity: "places.enterCity",
  tooLong: "places.tooLong",
  controlCharacters: "places.controlCharacters",
} as const;

export const placeQuerySchema = z.object({
  near: z
    .string({ message: NEAR_QUERY_ERRORS.enterCity })
    .trim()
    .min(1, NEAR_QUERY_ERRORS.enterCity)
    .max(NEAR_MAX_LENGTH, NEAR_QUERY_ERRORS.tooLong)
    .refine((v) => isCleanText(v), NEAR_QUERY_ERRORS.controlCharacters),
  /** The language of a 400's message: the page's. */
  locale: z.enum(LOCALES, { message: `locale must be one of ${LOCALES.join(", ")}` }).default(DEFAULT_LOCALE),
});

/** A coordinate with at most one decimal: what roundForCity sends, and nothing more precise. */
const roundedDegrees = (name: string, limit: number) =>
  z
    .string({ message: `${name} is required` })
    .regex(
      /^-?\d{1,3}(\.\d)?$/,
      `${name} must be in degrees rounded to one decimal (the city, never an exact position)`,
    )
    .transform(Number)
    .refine((v) => Math.abs(v) <= limit, `${name} must be between -${limit} and ${limit}`);

export const nearestPlaceQuerySchema = z.object({ lat: roundedDegrees("lat", 90), lng: roundedDegrees("lng", 180) });
