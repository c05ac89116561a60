import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

let sendEmail: typeof import("@/server/email/send-email").sendEmail;
let db: typeof import("@/server/db/client").db;
const outbox = mkdtempSync(path.join(tmpdir(), "outbox-"));

beforeAll(async () => {
  delete process.env.SMTP_URL;
  process.env.OUTBOX_DIR = outbox;
  ({ sendEmail } = await import("@/server/email/send-email"));
  ({ db } = await import("@/server/db/client"));
});

afterAll(() => {
  rmSync(outbox, { recursive: true, force: true });
});

describe("sendEmail without SMTP_URL (development, the embedded default)", () => {
  it("writes the whole message as an .eml file into OUTBOX_DIR, records it sent, and says where on the console", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const input = {
      to: "dev@example.com",
      subject: "Dev",
      text: "Body",
      headers: { "List-Unsubscribe": "<http://localhost:3000/x>" },
      dedupeKey: `test:${randomUUID()}`,
      template: "test",
    };
    const result = await sendEmail(input);
    expect(result.status).toBe("written");
    if (result.status !== "written") throw new Error("not written");
    expect(path.dirname(result.file)).toBe(outbox);
    expect(readdirSync(outbox).filter((name) => name.endsWith(".eml"))).toEqual([path.basename(result.file)]);
    const raw = readFileSync(result.file, "utf8");
    expect(raw).toMatch(/^To: dev@example\.com$/m);
    expect(raw).toMatch(/^Subject: Dev$/m);
    expect(raw).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/x>$/m);
    expect(raw).toContain(`Message-ID: ${result.messageId}`);
    expect(raw).toContain("Body");
    expect(info).toHaveBeenCalledWith(expect.stringContaining("SMTP_URL is not set"));
    expect(await db.outboundEmail.findUniqueOrThrow({ where: { dedupeKey: input.dedupeKey } })).toMatchObject({
      status: "sent",
      messageId: result.messageId,
    });
    expect((await sendEmail(input)).status).toBe("duplicate");
    expect(readdirSync(outbox)).toHaveLength(1);
    info.mockRestore();
  });
});
