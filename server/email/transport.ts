import "server-only";
import nodemailer, { type Transporter } from "nodemailer";

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
