// zod/mini: the auth dialog validates with these (loaded on first submit) and the route handlers with the same.
import * as z from "zod/mini";
import { localeSchema } from "@/lib/i18n/locale-schema";

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
const EMAIL_MAX = 254;

const email = z.pipe(
  z
    .string({ error: "Email is required" })
    .check(z.trim(), z.toLowerCase(), z.minLength(1, "Email is required"), z.maxLength(EMAIL_MAX, "Email is too long")),
  z.email({ error: "Please enter a valid email address" }),
);

export const signInSchema = z.object({
  email,
  password: z
    .string({ error: "Password is required" })
    .check(z.minLength(1, "Password is required"), z.maxLength(PASSWORD_MAX_LENGTH, "Password is too long")),
});

export const newPasswordSchema = z
  .string({ error: "Password is required" })
  .check(
    z.minLength(1, "Password is required"),
    z.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
    z.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  );

/** docs/product.md, Visitors: entities: fullName, email, password required; location and notifications optional. */
export const signUpSchema = z.object({
  fullName: z
    .string({ error: "Full name is required" })
    .check(z.trim(), z.minLength(1, "Full name is required"), z.maxLength(120, "Full name is too long")),
  email,
  password: newPasswordSchema,
  location: z.optional(z.string().check(z.trim(), z.maxLength(120, "Location is too long"))),
  notifications: z.optional(z.boolean()),
  /** The language of the page the member signed up on: their account pages and emails use it until changed. */
  locale: z.optional(localeSchema),
});

export const forgotPasswordSchema = z.object({ email });
export const resetPasswordSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, "This link is invalid")),
  password: newPasswordSchema,
});

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;

/** One message for a wrong password and an unknown email: the answer never tells which addresses have accounts. */
export const SIGN_IN_FAILED_MESSAGE = "Invalid email or password";
export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists. Please log in instead.";
export const NOTIFICATIONS_LABEL = "Send me notifications about new clinics, labs, and brands in my area";
export const FORGOT_PASSWORD_MESSAGE =
  "If an account uses that address, we've sent it a link to choose a new password.";
