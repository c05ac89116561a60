// Error keys said in English, as an API client reads them: tests assert the code and, where the wording matters,
// the English the server sends beside it.
import { createTranslator } from "next-intl";
import { readErrorKey, type ErrorKey } from "@/lib/http/error-key";
import { sayErrorKey, type KeyTranslator } from "@/lib/http/error-text";
import { loadMessages } from "@/lib/i18n/messages";

const t = createTranslator({ locale: "en", messages: await loadMessages("en") }) as unknown as KeyTranslator;

/** An errorKey (a schema's message) or an error key in English; any other text as it is. */
export function english(error: string | ErrorKey): string {
  const key = typeof error === "string" ? readErrorKey(error) : error;
  return (key && sayErrorKey(t, "en", key)) ?? (typeof error === "string" ? error : error.code);
}

/** An import row's errors as "field: message" in English. */
export function englishRowErrors(errors: readonly (ErrorKey & { field: string | null })[]): string[] {
  return errors.map((error) => (error.field ? `${error.field}: ${english(error)}` : english(error)));
}
