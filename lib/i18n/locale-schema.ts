import * as z from "zod/mini";
import { LOCALES } from "./locales";

/** One of the six interface languages, as forms send the page's language (zod/mini: it runs in the browser too). */
export const localeSchema = z.enum(LOCALES);
