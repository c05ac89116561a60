import { z } from "zod";
import { GENERIC_ERRORS } from "@/lib/http/error-codes";
import { errorKey } from "@/lib/http/error-key";
import { API_KEY_NAME_MAX } from "./api-key";

/** Creating an API key: a name its holder recognises it by. */
export const apiKeyCreateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: errorKey(GENERIC_ERRORS.required) })
    .max(API_KEY_NAME_MAX, { error: errorKey(GENERIC_ERRORS.tooLong, { max: API_KEY_NAME_MAX }) }),
});

/** An API key as its holder's list shows it: never the key itself, only its first characters. */
export type ApiKeySummary = {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

/** The answer to creating a key: the only time the key itself is sent. */
export type CreatedApiKey = ApiKeySummary & { key: string };
