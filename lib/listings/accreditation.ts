// Accreditation a visitor can follow: which body accredited the lab to which standard, under which number, and the
// body's public register entry where anyone can check it.
import * as z from "zod/mini";
import { errorKey } from "@/lib/http/error-key";
import { ACCREDITATION_BODIES } from "./fact-options";
import { PANEL_ERRORS as E } from "./panel-errors";
import { isOnHost, isPublicHttpsUrl } from "./public-url";

const ACCREDITATION_STANDARDS = ["iso-15189", "iso-iec-17025"] as const;
export type AccreditationStandard = (typeof ACCREDITATION_STANDARDS)[number];
export const STANDARD_NAMES: Record<AccreditationStandard, string> = {
  "iso-15189": "ISO 15189",
  "iso-iec-17025": "ISO/IEC 17025",
};

/**
 * The number formats bodies publish: DAkkS certificates read D-PL-14368-01-00 (type, five digits, two two-digit
 * parts), UKAS numbers are four or five digits, RvA numbers are an L (laboratories) or M (medical laboratories) and
 * digits. Any other body's number is checked only for sane characters.
 */
const NUMBER_FORMATS: Readonly<Record<string, { pattern: RegExp; example: string }>> = {
  dakks: { pattern: /^D-[A-Z]{1,3}-\d{5}-\d{2}-\d{2}$/, example: "D-ML-12345-01-00" },
  ukas: { pattern: /^\d{4,5}$/, example: "8543" },
  rva: { pattern: /^[LM] ?\d{1,4}$/, example: "M123" },
};
const SANE_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ./-]{0,39}$/;

/**
 * The hosts bodies publish their registers of accredited bodies on, each read on the body's own site: a register link
 * for one of these bodies must be on its host (or a subdomain), so "check at DAkkS" never leads elsewhere. A body not
 * named here is checked only for a public https link.
 */
const REGISTER_HOSTS: Readonly<Record<string, readonly string[]>> = {
  dakks: ["dakks.de"],
  ukas: ["ukas.com"],
  cofrac: ["cofrac.fr"],
  enac: ["enac.es"],
  accredia: ["accredia.it"],
  rva: ["rva.nl"],
  sas: ["sas.admin.ch"],
};

/** The host a body's register is on, or null when the directory does not know it. */
export function registerHostOf(body: string): string | null {
  return REGISTER_HOSTS[body]?.[0] ?? null;
}

/** The body whose register `url` is on, among the bodies whose register hosts are known; else null. */
export function bodyOfRegisterUrl(url: string): string | null {
  let hostname: string;
  try {
    hostname = new URL(url).hostname;
  } catch {
    return null;
  }
  return (
    Object.entries(REGISTER_HOSTS).find(([, hosts]) => hosts.some((host) => isOnHost(hostname, host)))?.[0] ?? null
  );
}

/**
 * Whether `url` is a public https link off every one of `hosts`. A link that is not public https at all is the URL
 * check's to refuse (one error per fault), and unknown hosts hold the link to nothing.
 */
function isOffRegisterHosts(url: string, hosts: readonly string[] | undefined): boolean {
  if (!hosts || !isPublicHttpsUrl(url)) return false;
  const { hostname } = new URL(url);
  return !hosts.some((host) => isOnHost(hostname, host));
}

/**
 * The check that an entry's register link is on the register hosts of its body or programme (`hostsOf`), so a link
 * named after one register never leads elsewhere; its error names the host the link belongs on.
 */
export function registerHostCheck<T extends { registerUrl: string }>(
  hostsOf: (entry: Partial<T>) => readonly string[] | undefined,
) {
  return z.refine<T>((entry) => !isOffRegisterHosts(entry.registerUrl, hostsOf(entry)), {
    path: ["registerUrl"],
    error: (issue) => errorKey(E.registerHost, { host: hostsOf(issue.input as Partial<T>)?.[0] ?? "" }),
  });
}

export type AccreditationRecord = {
  body: string;
  standard: AccreditationStandard;
  number: string;
  registerUrl: string;
  checkedAt: string;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A checked date: a real calendar day, written YYYY-MM-DD. */
function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  // A month past 12 does not parse; 30 February parses as 2 March, so it must read back as written.
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}
export const checkedDate = z.string({ error: E.checkedAt }).check(z.refine(isCalendarDay, { error: E.checkedAt }));
export const publicUrl = (code: string) =>
  z.string({ error: code }).check(
    z.overwrite((value) => value.trim()),
    z.refine(isPublicHttpsUrl, { error: code }),
  );

export const accreditationRecord = z
  .object({
    body: z.enum(ACCREDITATION_BODIES.map((body) => body.value) as [string, ...string[]], { error: E.body }),
    standard: z.enum(ACCREDITATION_STANDARDS, { error: E.standard }),
    number: z.string({ error: E.number }).check(
      z.overwrite((value) => value.trim()),
      z.refine((value) => SANE_NUMBER.test(value), { error: E.number }),
    ),
    registerUrl: publicUrl(E.registerUrl),
    checkedAt: checkedDate,
  })
  .check(
    registerHostCheck<{ body: string; registerUrl: string }>((record) => REGISTER_HOSTS[record.body ?? ""]),
    z.refine(
      (record) => {
        const format = NUMBER_FORMATS[record.body];
        return !format || format.pattern.test(record.number);
      },
      {
        path: ["number"],
        error: (issue) => {
          const body = (issue.input as { body?: string }).body ?? "";
          return errorKey(E.numberFormat, { example: NUMBER_FORMATS[body]?.example ?? "" });
        },
      },
    ),
  );

export const accreditationRecords = z.array(accreditationRecord).check(z.maxLength(20));

/** The body's short name ("DAkkS"), for "check at DAkkS". */
export function bodyShortName(body: string): string {
  const label = ACCREDITATION_BODIES.find((option) => option.value === body)?.label ?? body;
  return label.replace(/\s*\(.*\)$/, "");
}
