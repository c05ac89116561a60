import "server-only";
import type { TopicTexts } from "../types";
import { en } from "./en";
import type { OrganId } from "./topics";

export const nl: TopicTexts<OrganId> = en;
