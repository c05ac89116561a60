import "server-only";
import type { TopicTexts } from "../types";
import { en } from "./en";
import type { OrganId } from "./topics";

export const es: TopicTexts<OrganId> = en;
