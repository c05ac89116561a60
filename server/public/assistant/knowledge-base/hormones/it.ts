import "server-only";
import type { TopicTexts } from "../types";
import { en } from "./en";
import type { HormoneId } from "./topics";

export const it: TopicTexts<HormoneId> = en;
