import "server-only";
import { env } from "@/env";
import { db } from "@/server/db/client";
import { Prisma } from "@/server/db/generated/client";
import { smtpTransport } from "./transport";

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** Unique per logical email: a second call with the same key never sends again. */
  dedupeKey: string;
  /** Template name, recorded for the outbox and for queries such as "last confirmation sent". */
  template: string;
};

export type SendEmailResult =
  | { status: "sent"; id: string; messageId: string }
  /** Recorded but not sent: SMTP_URL is unset (development). */
  | { status: "queued"; id: string }
  /** Already recorded under this dedupeKey (sent, or being sent by another request). */
  | { status: "duplicate"; id: string }
  | { status: "failed"; id: string; error: string };

const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

/**
 * Records the email in OutboundEmail first (unique dedupeKey), then sends it. A second call with the same
 * key sends nothing, unless the earlier attempt failed, in which case this call claims it and retries.
 */
async function claim(message: EmailMessage): Promise<{ id: string } | { duplicateOf: string }> {
  const payload = { text: message.text, html: message.html ?? null, headers: message.headers ?? {} } satisfies Prisma.InputJsonValue;
  try {
    const row = await db.outboundEmail.create({
      data: { dedupeKey: message.dedupeKey, to: message.to, subject: message.subject, template: message.template, payload, status: "queued", attempts: 1 },
      select: { id: true },
    });
    return row;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  // Only a failed attempt may be taken over, and only by one caller (the conditional update is atomic).
  const retried = await db.outboundEmail.updateMany({
    where: { dedupeKey: message.dedupeKey, status: "failed" },
    data: { status: "queued", error: null, attempts: { increment: 1 } },
  });
  const existing = await db.outboundEmail.findUniqueOrThrow({ where: { dedupeKey: message.dedupeKey }, select: { id: true } });
  return retried.count === 1 ? existing : { duplicateOf: existing.id };
}

export async function sendEmail(message: EmailMessage): Promise<SendEmailResult> {
  const claimed = await claim(message);
  if ("duplicateOf" in claimed) return { status: "duplicate", id: claimed.duplicateOf };
  const { id } = claimed;

  const smtpUrl = env().SMTP_URL;
  if (!smtpUrl) {
    console.info(`[email] SMTP_URL is not set: "${message.subject}" to ${message.to} stays queued (OutboundEmail ${id})`);
    return { status: "queued", id };
  }

  try {
    const info = await smtpTransport(smtpUrl).sendMail({
      from: env().EMAIL_FROM,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
    });
    const messageId = String(info.messageId ?? "");
    await db.outboundEmail.update({ where: { id }, data: { status: "sent", messageId, sentAt: new Date(), error: null } });
    return { status: "sent", id, messageId };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    console.error(`[email] sending OutboundEmail ${id} failed:`, text);
    await db.outboundEmail.update({ where: { id }, data: { status: "failed", error: text.slice(0, 1000) } });
    return { status: "failed", id, error: text };
  }
}
