import "server-only";
import type { TopicTexts } from "../types";
import { en } from "./en";
import type { CardioId } from "./topics";

export const it: TopicTexts<CardioId> = en;
