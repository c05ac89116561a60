import "server-only";
import { localise } from "../localise";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";
import { CARDIO } from "./topics";

export const CARDIO_TOPICS = localise(CARDIO, { en, de, fr, es, it, nl });
