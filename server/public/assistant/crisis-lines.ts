import "server-only";

/**
 * Suicide-prevention lines for countries where we are sure of the service; anywhere else the answer stays generic.
 * Keys are ISO 3166-1 alpha-2 codes.
 */
const CRISIS_LINES: Readonly<Record<string, string>> = {
  DE: "TelefonSeelsorge: 0800 111 0 111 or 0800 111 0 222 (free, 24/7)",
  AT: "TelefonSeelsorge: 142 (free, 24/7)",
  CH: "Die Dargebotene Hand / La Main Tendue: 143 (24/7)",
  FR: "3114, the national suicide prevention line (free, 24/7)",
  ES: "024, the line for suicidal thoughts (free, 24/7)",
  NL: "113 Zelfmoordpreventie: 113 or 0800-0113 (free, 24/7)",
  BE: "Zelfmoordlijn 1813 (Dutch) or the Centre de Prévention du Suicide 0800 32 123 (French)",
  GB: "Samaritans: 116 123 (free, 24/7)",
  IE: "Samaritans: 116 123 (free, 24/7)",
  US: "988 Suicide & Crisis Lifeline: call or text 988",
  CA: "9-8-8 Suicide Crisis Helpline: call or text 988",
  AU: "Lifeline: 13 11 14",
};

/** Outside Europe 112 may not be the first number people know, so those countries get their own. */
const EMERGENCY_NUMBERS: Readonly<Record<string, string>> = { US: "911", CA: "911", AU: "000", GB: "999 or 112" };

const EUROPEAN_EMERGENCY_NUMBER = "112";

export function crisisLineFor(country: string | null | undefined): string | null {
  return (country && CRISIS_LINES[country.toUpperCase()]) || null;
}

export function emergencyNumberFor(country: string | null | undefined): string {
  return (country && EMERGENCY_NUMBERS[country.toUpperCase()]) || EUROPEAN_EMERGENCY_NUMBER;
}
