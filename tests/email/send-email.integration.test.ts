import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";

let smtp: TestSmtpServer;
let sendEmail: typeof import("@/server/email/send-email").sendEmail;
let db: typeof import("@/server/db/client").db;

const message = (overrides: Partial<Parameters<typeof sendEmail>[0]> = {}) => ({
  to: `reader-${randomUUID().slice(0, 8)}@example.com`,
  subject: "Hello",
  text: "Plain body",
  html: "<p>HTML body</p>",
  headers: { "X-Test": "yes" },
  dedupeKey: `test:${randomUUID()}`,
  template: "test",
  ...overrides,
});

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  process.env.EMAIL_FROM = "Longevity Directory <hello@longevity.test>";
  ({ sendEmail } = await import("@/server/email/send-email"));
  ({ db } = await import("@/server/db/client"));
});

afterAll(async () => {
  await smtp?.stop();
});

describe("sendEmail over SMTP", () => {
  it("records the email, delivers it, and marks it sent with the message id", async () => {
    const input = message();
    const result = await sendEmail(input);
    expect(result.status).toBe("sent");
    const [received] = await smtp.waitForMessages(1, { to: input.to });
    expect(received).toMatchObject({ subject: "Hello", text: "Plain body", html: "<p>HTML body</p>" });
    expect(received!.headers["x-test"]).toBe("yes");
    expect(received!.envelope.from).toBe("hello@longevity.test");

    const row = await db.outboundEmail.findUniqueOrThrow({ where: { dedupeKey: input.dedupeKey } });
    expect(row).toMatchObject({
      status: "sent",
      to: input.to,
      subject: "Hello",
      template: "test",
      attempts: 1,
      error: null,
    });
    expect(result.status === "sent" && row.messageId === result.messageId).toBe(true);
    expect(row.payload).toMatchObject({ text: "Plain body", html: "<p>HTML body</p>" });
  });

  it("never sends twice for one dedupeKey, even when called concurrently", async () => {
    const input = message();
    const results = await Promise.all([sendEmail(input), sendEmail(input), sendEmail(input)]);
    expect(results.map((r) => r.status).sort()).toEqual(["duplicate", "duplicate", "sent"]);
    expect((await sendEmail(input)).status).toBe("duplicate");
    await smtp.waitForMessages(1, { to: input.to });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.filter((m) => m.envelope.to.includes(input.to))).toHaveLength(1);
    expect(await db.outboundEmail.count({ where: { dedupeKey: input.dedupeKey } })).toBe(1);
  });
});
