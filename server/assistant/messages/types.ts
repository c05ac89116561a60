import "server-only";
import type { EmergencySign } from "../emergency-signs";

/** A next step's visible words: title, action and who can help. */
export type StepWords = readonly [step: string, action: string, expert: string];

/** The plural names the retrieval summary lists the found kinds by. */
export type FoundKind =
  "clinics" | "practitioners" | "labs" | "supplements" | "foods" | "wearables" | "brands" | "apps";

/** Everything the assistant says outside the curated topics, in one language. */
export type AssistantMessages = {
  disclaimer: string;
  /** Quotation marks of the language around a searched phrase. */
  quote: (text: string) => string;
  general: { summary: string; insights: readonly [string, string]; doctor: StepWords };
  offTopic: string;
  directory: { clinics: StepWords; labs: StepWords; wearables: StepWords };
  retrieval: {
    /** terms: the quoted words searched; kinds: what was found, as a list ("supplements and clinics"). */
    found: (terms: string, kinds: string) => string;
    /** The question named a country, and nothing found is there. */
    notInCountry: (country: string) => string;
    insight: string;
    kinds: Readonly<Record<FoundKind, string>>;
  };
  emergency: {
    summary: (number: string) => string;
    signs: Readonly<Record<EmergencySign, (number: string) => string>>;
    call: (number: string) => StepWords;
    /** Said first in the call step when the number is 112. */
    about112: string;
    talk: { step: string; withLine: (line: string) => string; generic: string; expert: string };
    notAlone: StepWords;
    /** Crisis-line details: free of charge, open day and night, and a number that also takes text messages. */
    free: string;
    allDay: string;
    callOrText: (number: string) => string;
  };
};
