import "server-only";
import { env } from "@/env";
import { db } from "@/server/db/client";
import { Prisma } from "@/server/db/generated/client";
import { isUniqueViolation } from "@/server/db/errors";
import { outboxTransport, smtpTransport, writeOutboxFile } from "./transport";

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

type Tx = Prisma.TransactionClient;

/** Work that must commit or roll back with the email's own rows (e.g. the alert-queue rows a digest carries). */
export type SendEmailHooks = {
  /**
   * Runs in the transaction that records the email (a first attempt, or the retry of a failed one). Throwing
   * abandons the send: nothing is recorded, and the error reaches the caller.
   */
  onRecorded?: (tx: Tx, emailId: string) => Promise<void>;
  /** Runs in the transaction that marks the email sent with its message id. */
  onSent?: (tx: Tx, emailId: string) => Promise<void>;
};

export type SendEmailResult =
  | { status: "sent"; id: string; messageId: string }
  /** SMTP_URL is unset (development, the embedded default): written as an .eml file into OUTBOX_DIR. */
  | { status: "written"; id: string; messageId: string; file: string }
  /** Already recorded under this dedupeKey (sent, or being sent by another request). */
  | { status: "duplicate"; id: string }
  | { status: "failed"; id: string; error: string };

const payloadOf = (message: EmailMessage) =>
  ({ text: message.text, html: message.html ?? null, headers: message.headers ?? {} }) satisfies Prisma.InputJsonValue;

/**
 * Records the email in OutboundEmail first (unique dedupeKey), then sends it. A second call with the same
 * key sends nothing, unless the earlier attempt failed, in which case this call claims it and retries.
 */
async function claim(
  message: EmailMessage,
  onRecorded: SendEmailHooks["onRecorded"],
): Promise<{ id: string } | { duplicateOf: string }> {
  try {
    return await db.$transaction(async (tx) => {
      const row = await tx.outboundEmail.create({
        data: {
          dedupeKey: message.dedupeKey,
          to: message.to,
          subject: message.subject,
          template: message.template,
          payload: payloadOf(message),
          status: "queued",
          attempts: 1,
        },
        select: { id: true },
      });
      await onRecorded?.(tx, row.id);
      return row;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  // Only a failed attempt may be taken over, and only by one caller (the conditional update is atomic). The row
  // then records what this attempt sends.
  return db.$transaction(async (tx) => {
    const retried = await tx.outboundEmail.updateMany({
      where: { dedupeKey: message.dedupeKey, status: "failed" },
      data: {
        status: "queued",
        error: null,
        attempts: { increment: 1 },
        to: message.to,
        subject: message.subject,
        payload: payloadOf(message),
      },
    });
    const existing = await tx.outboundEmail.findUniqueOrThrow({
      where: { dedupeKey: message.dedupeKey },
      select: { id: true },
    });
    if (retried.count !== 1) return { duplicateOf: existing.id };
    await onRecorded?.(tx, existing.id);
    return existing;
  });
}

type Delivery = { messageId: string; file?: string };

/** Over SMTP when SMTP_URL is set; otherwise into the outbox folder, so the embedded default needs no mail server. */
async function deliver(message: EmailMessage, id: string): Promise<Delivery> {
  const mail = {
    from: env().EMAIL_FROM,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
  };
  const smtpUrl = env().SMTP_URL;
  if (smtpUrl) {
    const info = await smtpTransport(smtpUrl).sendMail(mail);
    return { messageId: String(info.messageId ?? "") };
  }
  const info = await outboxTransport().sendMail(mail);
  const raw = Buffer.isBuffer(info.message) ? info.message : Buffer.from(String(info.message));
  const file = await writeOutboxFile(env().OUTBOX_DIR, `${new Date().toISOString().replace(/[:.]/g, "-")}-${id}`, raw);
  console.info(`[email] SMTP_URL is not set: "${message.subject}" to ${message.to} written to ${file}`);
  return { messageId: String(info.messageId ?? ""), file };
}

export async function sendEmail(message: EmailMessage, hooks: SendEmailHooks = {}): Promise<SendEmailResult> {
  const claimed = await claim(message, hooks.onRecorded);
  if ("duplicateOf" in claimed) return { status: "duplicate", id: claimed.duplicateOf };
  const { id } = claimed;

  let delivery: Delivery;
  try {
    delivery = await deliver(message, id);
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    console.error(`[email] sending OutboundEmail ${id} failed:`, text);
    await db.outboundEmail.update({ where: { id }, data: { status: "failed", error: text.slice(0, 1000) } });
    return { status: "failed", id, error: text };
  }

  // Outside the try: once the message has left, a database error here must not mark it failed (a retry would resend it).
  await db.$transaction(async (tx) => {
    await tx.outboundEmail.update({
      where: { id },
      data: { status: "sent", messageId: delivery.messageId, sentAt: new Date(), error: null },
    });
    await hooks.onSent?.(tx, id);
  });
  return delivery.file
    ? { status: "written", id, messageId: delivery.messageId, file: delivery.file }
    : { status: "sent", id, messageId: delivery.messageId };
}
