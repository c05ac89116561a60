import "server-only";
import { verify as verifyTotp } from "otplib";
import { env } from "@/env";
import { ADMIN_LOGIN_ERRORS } from "@/lib/auth/admin-login-errors";
import { AppError } from "@/lib/http/app-error";
import { verifyPassword } from "@/server/auth/member/password";
import { startAdminSession } from "./session";
import { assertAdminSignInAllowed, recordAdminSignIn } from "./throttle";

async function totpOk(code: string | undefined): Promise<boolean> {
  const secret = env().ADMIN_TOTP_SECRET;
  if (!secret) return true;
  if (!code || !/^\d{6}$/.test(code)) return false;
  try {
    return (await verifyTotp({ secret, token: code, epochTolerance: 30 })).valid;
  } catch {
    return false;
  }
}

/** The admin password (Argon2id hash from the environment), and the TOTP code when configured: a session token. */
export async function adminSignIn(
  input: { password: string; code?: string },
  meta: { ip: string; userAgent: string | null },
): Promise<string> {
  await assertAdminSignInAllowed(meta.ip);
  const hash = env().ADMIN_PASSWORD_HASH;
  const ok = Boolean(hash) && (await verifyPassword(hash!, input.password)) && (await totpOk(input.code));
  await recordAdminSignIn(meta.ip, ok);
  if (!ok) throw new AppError("unauthorized", { code: ADMIN_LOGIN_ERRORS.invalidPassword, params: {} });
  return startAdminSession(meta);
}
