import "server-only";
import type { TopicTexts } from "../types";
import { en } from "./en";
import type { BrainId } from "./topics";

export const it: TopicTexts<BrainId> = en;
