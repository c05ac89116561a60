export const PASSWORD_LIMITS = { min: 10, max: 128 } as const;
