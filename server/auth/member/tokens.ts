import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/server/db/client";

type TokenPurpose = "verify-email" | "reset-password";

const TTL_MS: Record<TokenPurpose, number> = {
  "verify-email": 7 * 24 * 60 * 60 * 1000,
  "reset-password": 60 * 60 * 1000,
};

const digest = (token: string) => createHash("sha256").update(token).digest("base64url");
const identifier = (purpose: TokenPurpose, userId: string) => `${purpose}:${userId}`;

/**
 * A single-use link token: 32 random bytes for the email, only its SHA-256 stored. A new one replaces any earlier
 * token of the same purpose for the user.
 */
export async function issueToken(purpose: TokenPurpose, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.$transaction([
    db.verificationToken.deleteMany({ where: { identifier: identifier(purpose, userId) } }),
    db.verificationToken.create({
      data: {
        identifier: identifier(purpose, userId),
        token: digest(token),
        expires: new Date(now.getTime() + TTL_MS[purpose]),
      },
    }),
  ]);
  return token;
}

/** The user a token was issued to, once: the token is deleted as it is used; expired or unknown tokens give null. */
export async function consumeToken(purpose: TokenPurpose, token: string, now = new Date()): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const row = await db.verificationToken.findUnique({ where: { token: digest(token) } });
  if (!row || !row.identifier.startsWith(`${purpose}:`)) return null;
  const deleted = await db.verificationToken.deleteMany({ where: { token: row.token } });
  if (deleted.count !== 1 || row.expires <= now) return null;
  return row.identifier.slice(purpose.length + 1);
}
