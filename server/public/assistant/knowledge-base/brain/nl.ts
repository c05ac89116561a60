import "server-only";
import type { TopicTexts } from "../types";
import { en } from "./en";
import type { BrainId } from "./topics";

export const nl: TopicTexts<BrainId> = en;
