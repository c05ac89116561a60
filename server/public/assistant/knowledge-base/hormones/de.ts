import "server-only";
import type { TopicTexts } from "../types";
import { en } from "./en";
import type { HormoneId } from "./topics";

export const de: TopicTexts<HormoneId> = en;
