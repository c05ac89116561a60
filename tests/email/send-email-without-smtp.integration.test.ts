import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";

let sendEmail: typeof import("@/server/email/send-email").sendEmail;
let db: typeof import("@/server/db/client").db;

beforeAll(async () => {
  delete process.env.SMTP_URL;
  ({ sendEmail } = await import("@/server/email/send-email"));
  ({ db } = await import("@/server/db/client"));
});

describe("sendEmail without SMTP_URL (development)", () => {
  it("records the email as queued, says so on the console, and sends nothing", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const input = { to: "dev@example.com", subject: "Dev", text: "Body", dedupeKey: `test:${randomUUID()}`, template: "test" };
    const result = await sendEmail(input);
    expect(result.status).toBe("queued");
    expect(info).toHaveBeenCalledWith(expect.stringContaining("SMTP_URL is not set"));
    expect(await db.outboundEmail.findUniqueOrThrow({ where: { dedupeKey: input.dedupeKey } })).toMatchObject({ status: "queued", sentAt: null, messageId: null });
    expect((await sendEmail(input)).status).toBe("duplicate");
    info.mockRestore();
  });
});
