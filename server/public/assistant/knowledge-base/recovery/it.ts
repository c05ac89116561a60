import "server-only";
import type { TopicTexts } from "../types";
import { en } from "./en";
import type { RecoveryId } from "./topics";

export const it: TopicTexts<RecoveryId> = en;
