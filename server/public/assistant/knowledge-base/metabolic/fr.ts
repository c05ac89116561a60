import "server-only";
import type { TopicTexts } from "../types";
import { en } from "./en";
import type { MetabolicId } from "./topics";

export const fr: TopicTexts<MetabolicId> = en;
