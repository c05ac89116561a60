import "server-only";
import { localise } from "../localise";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";
import { RECOVERY } from "./topics";

export const RECOVERY_TOPICS = localise(RECOVERY, { en, de, fr, es, it, nl });
