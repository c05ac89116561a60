/** Shared by the Stay Updated form (browser) and its schema; kept apart so the form needs no zod upfront. */
export const EMAIL_MAX_LENGTH = 254;
