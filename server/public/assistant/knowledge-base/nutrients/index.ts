import "server-only";
import { localise } from "../localise";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";
import { NUTRIENTS } from "./topics";

export const NUTRIENTS_TOPICS = localise(NUTRIENTS, { en, de, fr, es, it, nl });
