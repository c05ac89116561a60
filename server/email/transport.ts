import "server-only";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type StreamTransport from "nodemailer/lib/stream-transport";

const transports = new Map<string, Transporter>();

/** One SMTP transport per SMTP_URL (smtp://user:pass@host:587 upgrades with STARTTLS, smtps:// is implicit TLS). */
export function smtpTransport(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transports.set(smtpUrl, transport);
  }
  return transport;
}

let outbox: Transporter<StreamTransport.SentMessageInfo> | undefined;

/** Builds the complete RFC 5322 message (headers, text and HTML parts) without sending it anywhere. */
export function outboxTransport(): Transporter<StreamTransport.SentMessageInfo> {
  outbox ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return outbox;
}

/**
 * Writes a message into the outbox folder as `<name>.eml` (any mail client opens it) and returns its path. Written
 * under a temporary name first, so a reader watching the folder never sees half a file.
 */
export async function writeOutboxFile(dir: string, name: string, message: Buffer): Promise<string> {
  const folder = path.resolve(dir);
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `${name}.eml`);
  await writeFile(`${file}.partial`, message);
  await rename(`${file}.partial`, file);
  return file;
}
