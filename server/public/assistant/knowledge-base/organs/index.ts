import "server-only";
import { localise } from "../localise";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";
import { ORGANS } from "./topics";

export const ORGANS_TOPICS = localise(ORGANS, { en, de, fr, es, it, nl });
