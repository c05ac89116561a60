import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/postgres";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";

let port: number;
let smtp: TestSmtpServer | undefined;
let sendEmail: typeof import("@/server/email/send-email").sendEmail;
let db: typeof import("@/server/db/client").db;

beforeAll(async () => {
  // Nothing listens here yet: the first attempt fails to connect.
  port = await freePort();
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  ({ sendEmail } = await import("@/server/email/send-email"));
  ({ db } = await import("@/server/db/client"));
});

afterAll(async () => {
  await smtp?.stop();
});

describe("sendEmail when SMTP fails", () => {
  it("marks the email failed, and a later call with the same key retries it once", async () => {
    const input = {
      to: "retry@example.com",
      subject: "Retry",
      text: "Body",
      dedupeKey: `test:${randomUUID()}`,
      template: "test",
    };
    const failed = await sendEmail(input);
    expect(failed.status).toBe("failed");
    expect(await db.outboundEmail.findUniqueOrThrow({ where: { dedupeKey: input.dedupeKey } })).toMatchObject({
      status: "failed",
      attempts: 1,
    });

    smtp = await startSmtpServer({ port });
    const retried = await sendEmail(input);
    expect(retried.status).toBe("sent");
    await smtp.waitForMessages(1, { to: "retry@example.com" });
    expect(await db.outboundEmail.findUniqueOrThrow({ where: { dedupeKey: input.dedupeKey } })).toMatchObject({
      status: "sent",
      attempts: 2,
      error: null,
    });
    expect((await sendEmail(input)).status).toBe("duplicate");
  });
});
