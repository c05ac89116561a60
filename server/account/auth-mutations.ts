import "server-only";
import { AUTH_ERRORS } from "@/lib/auth/auth-errors";
import type { SignInInput } from "@/lib/auth/auth-schema";
import { AppError, fieldError } from "@/lib/http/app-error";
import { absoluteUrl } from "@/lib/site";
import {
  RESET_PASSWORD_TEMPLATE,
  VERIFY_EMAIL_TEMPLATE,
  resetPasswordMessage,
  verifyEmailMessage,
} from "@/lib/email/templates/account";
import { db } from "@/server/db/client";
import { Prisma } from "@/server/db/generated/client";
import { sendEmail } from "@/server/email";
import {
  hashPassword,
  passwordProblem,
  timingDummyHash,
  verifyPassword,
  endAllSessions,
  endSession,
  startSession,
  assertSignInAllowed,
  recordSignInAttempt,
  consumeToken,
  issueToken,
} from "@/server/auth";
import { emailCopy } from "@/lib/email/templates/email-copy";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";

type SignUpData = {
  fullName: string;
  email: string;
  password: string;
  location?: string;
  notifications?: boolean;
  locale?: Locale;
};

/** A stored language, read leniently (the column is free text): anything else is English. */
const memberLocale = (value: string): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

function splitName(fullName: string): { firstName: string; lastName: string | null } {
  const [first = fullName, ...rest] = fullName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(" ") || null };
}

function refuseWeakPassword(password: string, email: string): void {
  const problem = passwordProblem(password, email);
  if (problem) throw fieldError("bad_request", "password", { code: problem, params: {} });
}

async function sendVerification(user: {
  id: string;
  email: string;
  firstName: string | null;
  locale: string;
}): Promise<void> {
  const token = await issueToken("verify-email", user.id);
  const copy = await emailCopy(memberLocale(user.locale));
  const message = verifyEmailMessage(copy, {
    firstName: user.firstName ?? user.email,
    url: absoluteUrl(`/verify-email?token=${token}`),
  });
  await sendEmail({
    ...message,
    to: user.email,
    template: VERIFY_EMAIL_TEMPLATE,
    dedupeKey: `verify-email:${user.id}:${token.slice(0, 12)}`,
  });
}

/** Creates the account (Argon2id hash), sends the confirmation link and signs the new member in: the session cookie value. */
export async function signUp(input: SignUpData): Promise<{ userId: string; cookie: string; locale: Locale }> {
  refuseWeakPassword(input.password, input.email);
  const { firstName, lastName } = splitName(input.fullName);
  let user;
  try {
    user = await db.user.create({
      data: {
        email: input.email,
        name: input.fullName,
        firstName,
        lastName,
        passwordHash: await hashPassword(input.password),
        location: input.location || null,
        notifyNewListings: input.notifications ?? false,
        locale: input.locale ?? DEFAULT_LOCALE,
      },
      select: { id: true, email: true, firstName: true, sessionVersion: true, locale: true },
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw fieldError("conflict", "email", { code: AUTH_ERRORS.emailTaken, params: {} });
    }
    throw error;
  }
  await sendVerification(user);
  return { userId: user.id, cookie: await startSession(user), locale: memberLocale(user.locale) };
}

/**
 * Email and password, throttled per account and per address; every attempt logged. A wrong password and an unknown
 * email get the same answer, after the same Argon2 work.
 */
export async function signIn(
  input: SignInInput,
  ip: string,
): Promise<{ userId: string; cookie: string; locale: Locale }> {
  await assertSignInAllowed(input.email, ip);
  const user = await db.user.findUnique({
    where: { email: input.email },
    select: { id: true, passwordHash: true, sessionVersion: true, locale: true },
  });
  const ok = await verifyPassword(user?.passwordHash ?? (await timingDummyHash()), input.password);
  await recordSignInAttempt(input.email, ip, Boolean(user && ok));
  // One message for a wrong password and an unknown email: the answer never tells which addresses have accounts.
  if (!user?.passwordHash || !ok) throw new AppError("unauthorized", { code: AUTH_ERRORS.signInFailed, params: {} });
  return { userId: user.id, cookie: await startSession(user), locale: memberLocale(user.locale) };
}

/** The member's language, chosen on the profile: account pages and every email to them use it. */
export async function setMemberLocale(userId: string, locale: Locale): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { locale } });
}

export async function signOut(sessionToken: string): Promise<void> {
  await endSession(sessionToken);
}

/** Marks the address confirmed; true when the link was valid. */
export async function confirmEmail(token: string): Promise<boolean> {
  const userId = await consumeToken("verify-email", token);
  if (!userId) return false;
  const updated = await db.user.updateMany({ where: { id: userId }, data: { emailVerified: new Date() } });
  return updated.count === 1;
}

export async function resendVerification(userId: string): Promise<void> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, firstName: true, emailVerified: true, locale: true },
  });
  if (user && !user.emailVerified) await sendVerification(user);
}

/** Sends a reset link when the address has an account; the caller answers the same either way. */
export async function requestPasswordReset(email: string): Promise<void> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true, email: true, locale: true } });
  if (!user) return;
  const token = await issueToken("reset-password", user.id);
  const message = resetPasswordMessage(await emailCopy(memberLocale(user.locale)), {
    url: absoluteUrl(`/reset-password?token=${token}`),
  });
  await sendEmail({
    ...message,
    to: user.email,
    template: RESET_PASSWORD_TEMPLATE,
    dedupeKey: `reset-password:${user.id}:${token.slice(0, 12)}`,
  });
}

/** A valid, unused link sets the new password, signs every session out, and signs this browser in again. */
export async function resetPassword(token: string, password: string): Promise<{ userId: string; cookie: string }> {
  const userId = await consumeToken("reset-password", token);
  if (!userId) throw fieldError("bad_request", "token", { code: AUTH_ERRORS.resetLinkInvalid, params: {} });
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  refuseWeakPassword(password, user.email);
  // Reaching the link proves the address too.
  await db.user.update({
    where: { id: userId },
    data: { passwordHash: await hashPassword(password), emailVerified: new Date() },
  });
  await endAllSessions(userId);
  const fresh = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, sessionVersion: true } });
  return { userId, cookie: await startSession(fresh) };
}
