import { z } from "zod";

/** Degrees with at most four decimals (about 11 m): the static map's URLs stay few and cacheable. */
const degrees = (name: string, limit: number) =>
  z
    .string({ message: `${name} is required` })
    .regex(/^-?\d{1,3}(\.\d{1,4})?$/, `${name} must be in degrees with at most four decimals`)
    .transform(Number)
    .refine((v) => Math.abs(v) <= limit, `${name} must be between -${limit} and ${limit}`);

export const staticMapQuerySchema = z.object({ lat: degrees("lat", 85), lng: degrees("lng", 180) });
