// The admin sign-in's messages as its schema and handler state them (English, on the wire), each under its key in the
// `admin` catalogue's `login.messages`. Kept apart from the schema so the form needs no zod upfront.
export const ADMIN_LOGIN_MESSAGES = {
  passwordRequired: "Password is required",
  passwordTooLong: "Password is too long",
  codeDigits: "The code has 6 digits",
  invalidPassword: "Invalid password",
  tooMany: "Too many attempts. Please wait before trying again.",
} as const;
