import "server-only";
import { localise } from "../localise";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";
import { METABOLIC } from "./topics";

export const METABOLIC_TOPICS = localise(METABOLIC, { en, de, fr, es, it, nl });
