import "server-only";
import type { TopicTexts } from "../types";
import { en } from "./en";
import type { BrainId } from "./topics";

export const es: TopicTexts<BrainId> = en;
