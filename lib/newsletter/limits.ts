/** Shared by the Stay Updated form (browser) and its schema; kept apart so the form needs no zod upfront. */
export const EMAIL_MAX_LENGTH = 254;

/** The schema's field messages (the API's wording); the form shows them in the page's language. */
export const EMAIL_REQUIRED_MESSAGE = "Email is required";
export const EMAIL_INVALID_MESSAGE = "Please enter a valid email address";
export const EMAIL_TOO_LONG_MESSAGE = `Email must be at most ${EMAIL_MAX_LENGTH} characters`;
