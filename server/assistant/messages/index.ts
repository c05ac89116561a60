import "server-only";
import type { AssistantLocale } from "@/lib/assistant/types";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";
import type { AssistantMessages } from "./types";

export type { AssistantMessages, FoundKind, StepWords } from "./types";

export const ASSISTANT_MESSAGES: Readonly<Record<AssistantLocale, AssistantMessages>> = { en, de, fr, es, it, nl };

export function messagesFor(locale: AssistantLocale): AssistantMessages {
  return ASSISTANT_MESSAGES[locale];
}
