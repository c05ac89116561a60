// The auth schemas' and handlers' field messages: their English wording goes over the wire, and the auth dialog shows
// them in the page's language by these keys. Kept apart from the schemas so the dialog needs no zod upfront.
import { PASSWORD_LIMITS } from "./password-limits";

export const AUTH_MESSAGES = {
  emailRequired: "Email is required",
  emailTooLong: "Email is too long",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Password is required",
  passwordTooLong: "Password is too long",
  passwordTooShort: `Password must be at least ${PASSWORD_LIMITS.min} characters`,
  passwordOverMax: `Password must be at most ${PASSWORD_LIMITS.max} characters`,
  fullNameRequired: "Full name is required",
  fullNameTooLong: "Full name is too long",
  locationTooLong: "Location is too long",
  signInFailed: "Invalid email or password",
  emailTaken: "An account with this email already exists. Please log in instead.",
} as const;

export type AuthMessageKey = keyof typeof AUTH_MESSAGES;
