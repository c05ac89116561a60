import "server-only";
import { AUTH_ERRORS } from "@/lib/auth/auth-errors";
import { hash, verify } from "@node-rs/argon2";
import { isCommonPassword } from "./common-passwords";

// Argon2id (the library's default algorithm) at OWASP's recommended parameters: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so both answers take the same time. */
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword("not-a-password-anyone-uses");
  return dummyHash;
}

/** Why a new password is refused, beyond length (checked by the shared schema): its error key. */
export function passwordProblem(password: string, email: string): string | null {
  if (isCommonPassword(password)) return AUTH_ERRORS.passwordCommon;
  if (password.toLowerCase().includes(email.split("@")[0]?.toLowerCase() || "\u0000"))
    return AUTH_ERRORS.passwordHasEmail;
  return null;
}
