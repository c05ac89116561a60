import "server-only";
import type { TopicTexts } from "../types";
import { en } from "./en";
import type { TestingId } from "./topics";

export const nl: TopicTexts<TestingId> = en;
