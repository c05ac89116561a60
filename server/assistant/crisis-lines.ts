import "server-only";
import type { AssistantLocale } from "@/lib/assistant/types";
import type { AssistantMessages } from "./messages";

type CrisisLine = {
  name: string;
  numbers: readonly string[];
  free?: boolean;
  allDay?: boolean;
  /** The number also takes text messages. */
  text?: boolean;
};

/**
 * Suicide-prevention lines for countries where we are sure of the service; anywhere else the answer stays generic.
 * Keys are ISO 3166-1 alpha-2 codes. Names stay as the services call themselves.
 */
const CRISIS_LINES: Readonly<Record<string, readonly CrisisLine[]>> = {
  DE: [{ name: "TelefonSeelsorge", numbers: ["0800 111 0 111", "0800 111 0 222"], free: true, allDay: true }],
  AT: [{ name: "TelefonSeelsorge", numbers: ["142"], free: true, allDay: true }],
  CH: [{ name: "Die Dargebotene Hand / La Main Tendue", numbers: ["143"], allDay: true }],
  FR: [{ name: "3114, numéro national de prévention du suicide", numbers: ["3114"], free: true, allDay: true }],
  ES: [{ name: "Línea 024 de atención a la conducta suicida", numbers: ["024"], free: true, allDay: true }],
  NL: [{ name: "113 Zelfmoordpreventie", numbers: ["113", "0800-0113"], free: true, allDay: true }],
  BE: [
    { name: "Zelfmoordlijn 1813", numbers: ["1813"] },
    { name: "Centre de Prévention du Suicide", numbers: ["0800 32 123"] },
  ],
  GB: [{ name: "Samaritans", numbers: ["116 123"], free: true, allDay: true }],
  IE: [{ name: "Samaritans", numbers: ["116 123"], free: true, allDay: true }],
  US: [{ name: "988 Suicide & Crisis Lifeline", numbers: ["988"], text: true }],
  CA: [{ name: "9-8-8 Suicide Crisis Helpline", numbers: ["988"], text: true }],
  AU: [{ name: "Lifeline", numbers: ["13 11 14"] }],
};

/** Outside Europe 112 may not be the first number people know, so those countries get their own. */
const EMERGENCY_NUMBERS: Readonly<Record<string, string>> = { US: "911", CA: "911", AU: "000", GB: "999 or 112" };

export const EUROPEAN_EMERGENCY_NUMBER = "112";

const disjunction = (locale: AssistantLocale, items: readonly string[]) =>
  new Intl.ListFormat(locale, { type: "disjunction" }).format(items);

/** "Samaritans (116 123; free, 24/7)", in the answer's language; null where we know no line. */
export function crisisLineFor(
  country: string | null | undefined,
  locale: AssistantLocale,
  messages: AssistantMessages["emergency"],
): string | null {
  const lines = country ? CRISIS_LINES[country.toUpperCase()] : undefined;
  if (!lines) return null;
  const described = lines.map(({ name, numbers, free, allDay, text }) => {
    const reach = text ? numbers.map((number) => messages.callOrText(number)) : [disjunction(locale, numbers)];
    const details = [...(free ? [messages.free] : []), ...(allDay ? [messages.allDay] : [])];
    return `${name} (${[reach.join(", "), ...(details.length ? [details.join(", ")] : [])].join("; ")})`;
  });
  return disjunction(locale, described);
}

export function emergencyNumberFor(country: string | null | undefined, locale: AssistantLocale = "en"): string {
  const number = country ? EMERGENCY_NUMBERS[country.toUpperCase()] : undefined;
  if (!number) return EUROPEAN_EMERGENCY_NUMBER;
  return number.includes(" or ") ? disjunction(locale, number.split(" or ")) : number;
}
