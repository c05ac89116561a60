// A supplement's third-party tests (a programme's public register entry a visitor can follow, with the day it was
// checked) and what its daily dose costs. The editor, the import, the API and the pages share these.
import * as z from "zod/mini";
import { checkedDate, publicUrl, registerHostCheck } from "./accreditation";
import { PANEL_ERRORS } from "./panel-errors";
import { isOnHost } from "./public-url";
import { SUPPLEMENT_ERRORS as E } from "./supplement-errors";

/**
 * The programmes that test supplements for banned substances or contents and publish what they tested, with the hosts
 * their public registers are on: a link to one of them (or a subdomain) is a link to that programme's register. Each
 * host is one the programme itself publishes its register or certification pages on; none is a guess.
 */
const TEST_PROGRAMMES = [
  {
    value: "informed-sport",
    label: "Informed Sport",
    registerHosts: ["sport.wetestyoutrust.com", "informed-sport.com"],
  },
  {
    value: "informed-choice",
    label: "Informed Choice",
    registerHosts: ["choice.wetestyoutrust.com", "informed-choice.org"],
  },
  { value: "cologne-list", label: "Cologne List", registerHosts: ["koelnerliste.com"] },
  { value: "nsf-certified-for-sport", label: "NSF Certified for Sport", registerHosts: ["nsfsport.com"] },
  { value: "bscg", label: "BSCG", registerHosts: ["bscg.org"] },
] as const;
type TestProgramme = (typeof TEST_PROGRAMMES)[number]["value"];

/** The programme whose public register `url` is on, or null (a URL that does not parse is on none). */
export function programmeOfRegisterUrl(url: string): TestProgramme | null {
  let hostname: string;
  try {
    hostname = new URL(url).hostname;
  } catch {
    return null;
  }
  return (
    TEST_PROGRAMMES.find((programme) => programme.registerHosts.some((host) => isOnHost(hostname, host)))?.value ?? null
  );
}

export type ThirdPartyTest = {
  programme: TestProgramme;
  /** The product as the register names it, or the batch (lot) number it lists; at least one of them. */
  product?: string;
  batch?: string;
  registerUrl: string;
  checkedAt: string;
};

const SANE_ITEM = /^[\p{L}\p{N}][\p{L}\p{N} .,'&()+/#-]{0,119}$/u;
const item = z.optional(
  z.string({ error: E.testedItem }).check(
    z.overwrite((value) => value.trim()),
    z.refine((value) => SANE_ITEM.test(value), { error: E.testedItem }),
  ),
);

export const thirdPartyTest = z
  .object({
    programme: z.enum(TEST_PROGRAMMES.map((programme) => programme.value) as [TestProgramme, ...TestProgramme[]], {
      error: E.programme,
    }),
    product: item,
    batch: item,
    registerUrl: publicUrl(PANEL_ERRORS.registerUrl),
    checkedAt: checkedDate,
  })
  .check(
    z.refine((test) => Boolean(test.product || test.batch), { error: E.testedItemRequired, path: ["product"] }),
    // "Informed Sport: batch A123 ↗" leads to Informed Sport's register, never to another site.
    registerHostCheck<{ programme: string; registerUrl: string }>(
      (test) => TEST_PROGRAMMES.find((option) => option.value === test.programme)?.registerHosts,
    ),
  );

export const thirdPartyTests = z.array(thirdPartyTest).check(z.maxLength(20));

export function programmeName(programme: string): string {
  return TEST_PROGRAMMES.find((option) => option.value === programme)?.label ?? programme;
}

/** A register entry is worth checking again 18 months after the day it was last checked. */
const CHECK_DUE_MONTHS = 18;

/** Whether the test's register entry is due a new check on `today` (YYYY-MM-DD, the caller's clock). */
export function isCheckDue(checkedAt: string, today: string): boolean {
  const checked = new Date(`${checkedAt}T00:00:00Z`);
  const due = new Date(
    Date.UTC(checked.getUTCFullYear(), checked.getUTCMonth() + CHECK_DUE_MONTHS, checked.getUTCDate()),
  );
  return new Date(`${today}T00:00:00Z`).getTime() > due.getTime();
}

/**
 * What a day's servings cost, to the cent, in the listing's currency: the container's price over its servings, times
 * the servings a day the label gives. null when any of them is unknown: a daily dose is never guessed.
 */
export function pricePerDailyDose(facts: {
  priceFrom?: number | null;
  servingsPerContainer?: number | null;
  servingsPerDay?: number | null;
}): number | null {
  const { priceFrom, servingsPerContainer, servingsPerDay } = facts;
  if (priceFrom == null || !servingsPerContainer || !servingsPerDay) return null;
  return Math.round(((priceFrom * servingsPerDay) / servingsPerContainer) * 100) / 100;
}
