// The admin sign-in's errors, by their keys in the `admin` catalogue (`login.messages`). Kept apart from the schema
// so the form needs no zod upfront.
export const ADMIN_LOGIN_ERRORS = {
  passwordRequired: "admin.login.messages.passwordRequired",
  passwordTooLong: "admin.login.messages.passwordTooLong",
  codeDigits: "admin.login.messages.codeDigits",
  invalidPassword: "admin.login.messages.invalidPassword",
  tooMany: "admin.login.messages.tooMany",
} as const;
