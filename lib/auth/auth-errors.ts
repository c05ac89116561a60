// The auth schemas' and handlers' errors, by their keys in the `account` catalogue (`auth.messages`). Kept apart from
// the schemas so the auth dialog needs no zod upfront.
const key = <K extends string>(name: K) => `account.auth.messages.${name}` as const;

export const AUTH_ERRORS = {
  emailRequired: key("emailRequired"),
  emailTooLong: key("emailTooLong"),
  emailInvalid: key("emailInvalid"),
  passwordRequired: key("passwordRequired"),
  passwordTooLong: key("passwordTooLong"),
  passwordTooShort: key("passwordTooShort"),
  passwordOverMax: key("passwordOverMax"),
  passwordCommon: key("passwordCommon"),
  passwordHasEmail: key("passwordHasEmail"),
  fullNameRequired: key("fullNameRequired"),
  fullNameTooLong: key("fullNameTooLong"),
  locationTooLong: key("locationTooLong"),
  signInFailed: key("signInFailed"),
  emailTaken: key("emailTaken"),
  resetLinkInvalid: key("resetLinkInvalid"),
  linkInvalid: key("linkInvalid"),
} as const;
