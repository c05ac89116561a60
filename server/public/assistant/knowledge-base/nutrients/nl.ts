import "server-only";
import type { TopicTexts } from "../types";
import { en } from "./en";
import type { NutrientId } from "./topics";

export const nl: TopicTexts<NutrientId> = en;
