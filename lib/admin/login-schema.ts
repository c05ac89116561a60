import * as z from "zod/mini";

/** docs/product.md, Admin: validation: the admin password is required ('Password is required'); the one-time code only when TOTP is on. */
export const adminLoginSchema = z.object({
  password: z
    .string({ error: "Password is required" })
    .check(z.minLength(1, "Password is required"), z.maxLength(200, "Password is too long")),
  code: z.optional(z.string().check(z.trim(), z.maxLength(10, "The code has 6 digits"))),
});

export type AdminLoginInput = z.infer<typeof adminLoginSchema>;
