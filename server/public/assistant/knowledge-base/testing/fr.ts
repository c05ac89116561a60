import "server-only";
import type { TopicTexts } from "../types";
import { en } from "./en";
import type { TestingId } from "./topics";

export const fr: TopicTexts<TestingId> = en;
