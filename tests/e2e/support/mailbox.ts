// The SMTP sink the first e2e server sends through keeps each message as an .eml file (playwright.config.ts).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { e2eSmtpDir } from "../../support/e2e-servers";

const MAILBOX = path.join(import.meta.dirname, "../../..", e2eSmtpDir(process.env.E2E_RUN_ID));

/** An .eml file as text: headers unfolded, quoted-printable soft breaks and '=' escapes undone. */
function readEml(file: string): string {
  return readFileSync(file, "utf8")
    .replace(/\r\n/g, "\n")
    .replace(/=\n/g, "")
    .replace(/\n[ \t]+/g, " ")
    .replace(/=3D/g, "=");
}

/** Every message delivered so far to `to` whose subject matches, newest first. */
export function emailsTo(to: string, subject: RegExp): string[] {
  const files = existsSync(MAILBOX)
    ? readdirSync(MAILBOX)
        .filter((name) => name.endsWith(".eml"))
        .sort()
        .reverse()
    : [];
  return files
    .map((name) => readEml(path.join(MAILBOX, name)))
    .filter((message) => {
      const header = message.slice(0, message.indexOf("\n\n"));
      const toLine = /^To: (.*)$/m.exec(header)?.[1] ?? "";
      const subjectLine = /^Subject: (.*)$/m.exec(header)?.[1] ?? "";
      return toLine.includes(to) && subject.test(subjectLine);
    });
}

/** The newest message delivered to `to` whose subject matches, waiting for it to arrive. */
export async function emailTo(to: string, subject: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const [message] = emailsTo(to, subject);
    if (message) return message;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no email to ${to} with a subject like ${subject} in ${MAILBOX}`);
}
