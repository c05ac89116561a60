import "server-only";
import type { TopicTexts } from "../types";
import { en } from "./en";
import type { HormoneId } from "./topics";

export const nl: TopicTexts<HormoneId> = en;
