import * as z from "zod/mini";
import { ADMIN_LOGIN_ERRORS as M } from "./admin-login-errors";

/** The admin password is required ('Password is required'); the one-time code only when TOTP is on. */
export const adminLoginSchema = z.object({
  password: z
    .string({ error: M.passwordRequired })
    .check(z.minLength(1, M.passwordRequired), z.maxLength(200, M.passwordTooLong)),
  code: z.optional(z.string().check(z.trim(), z.maxLength(10, M.codeDigits))),
});

export type AdminLoginInput = z.infer<typeof adminLoginSchema>;
