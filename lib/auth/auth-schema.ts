// zod/mini: the auth dialog validates with these (loaded on first submit) and the route handlers with the same.
import * as z from "zod/mini";
import { localeSchema } from "@/lib/i18n/locale-schema";
import { errorKey } from "@/lib/http/error-key";
import { AUTH_ERRORS as M } from "./auth-errors";
import { PASSWORD_LIMITS } from "./password-limits";

export const PASSWORD_MIN_LENGTH = PASSWORD_LIMITS.min;
const PASSWORD_MAX_LENGTH = PASSWORD_LIMITS.max;
const EMAIL_MAX = 254;

const email = z.pipe(
  z
    .string({ error: M.emailRequired })
    .check(z.trim(), z.toLowerCase(), z.minLength(1, M.emailRequired), z.maxLength(EMAIL_MAX, M.emailTooLong)),
  z.email({ error: M.emailInvalid }),
);

export const signInSchema = z.object({
  email,
  password: z
    .string({ error: M.passwordRequired })
    .check(z.minLength(1, M.passwordRequired), z.maxLength(PASSWORD_MAX_LENGTH, M.passwordTooLong)),
});

export const newPasswordSchema = z
  .string({ error: M.passwordRequired })
  .check(
    z.minLength(1, M.passwordRequired),
    z.minLength(PASSWORD_MIN_LENGTH, errorKey(M.passwordTooShort, { min: PASSWORD_MIN_LENGTH })),
    z.maxLength(PASSWORD_MAX_LENGTH, errorKey(M.passwordOverMax, { max: PASSWORD_MAX_LENGTH })),
  );

/** Sign-up: fullName, email and password are required; location and notifications optional. */
export const signUpSchema = z.object({
  fullName: z
    .string({ error: M.fullNameRequired })
    .check(z.trim(), z.minLength(1, M.fullNameRequired), z.maxLength(120, M.fullNameTooLong)),
  email,
  password: newPasswordSchema,
  location: z.optional(z.string().check(z.trim(), z.maxLength(120, M.locationTooLong))),
  notifications: z.optional(z.boolean()),
  /** The language of the page the member signed up on: their account pages and emails use it until changed. */
  locale: z.optional(localeSchema),
});

export const forgotPasswordSchema = z.object({ email });
export const resetPasswordSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, M.linkInvalid)),
  password: newPasswordSchema,
});

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;

export const FORGOT_PASSWORD_MESSAGE =
  "If an account uses that address, we've sent it a link to choose a new password.";
