import "server-only";
import { readJsonFact } from "@/lib/listings/fact-schemas";
import { FACT_KEYS, FACTS, type FactKey, type FactValues } from "@/lib/listings/facts";
import type { Prisma } from "@/server/db/generated/client";

/** Every fact column of the registry, for a Prisma select. */
export const factSelect = Object.fromEntries(FACT_KEYS.map((key) => [key, true])) as { [K in FactKey]: true };

type StoredFacts = Prisma.ListingGetPayload<{ select: typeof factSelect }>;

/**
 * Facts as the pages and the editor use them: money as plain numbers (Decimal crosses no cache or JSON boundary),
 * structured facts checked against their schema (a value that does not fit is shown as unknown, never half-read).
 */
export function typedFacts(row: StoredFacts): FactValues {
  const facts: Record<string, unknown> = {};
  for (const key of FACT_KEYS) {
    const definition = FACTS[key];
    const value = row[key];
    if (definition.type === "money") facts[key] = value === null ? null : (value as Prisma.Decimal).toNumber();
    else if (definition.type === "json") facts[key] = readJsonFact(definition.shape, value);
    else facts[key] = value;
  }
  return facts as FactValues;
}
