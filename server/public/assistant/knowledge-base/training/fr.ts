import "server-only";
import type { TopicTexts } from "../types";
import { en } from "./en";
import type { TrainingId } from "./topics";

export const fr: TopicTexts<TrainingId> = en;
