import "server-only";
import { localise } from "../localise";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";
import { BRAIN } from "./topics";

export const BRAIN_TOPICS = localise(BRAIN, { en, de, fr, es, it, nl });
