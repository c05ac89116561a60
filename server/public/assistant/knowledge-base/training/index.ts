import "server-only";
import { localise } from "../localise";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";
import { TRAINING } from "./topics";

export const TRAINING_TOPICS = localise(TRAINING, { en, de, fr, es, it, nl });
