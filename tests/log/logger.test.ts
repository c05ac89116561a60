import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "@/server/log/logger";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: createLogger(stream, "info"), lines };
}

describe("the logger", () => {
  it("never writes passwords, hashes, tokens, cookies or secrets, at any depth", () => {
    const { log, lines } = capture();
    log.info(
      {
        password: "hunter2-secret-marker",
        body: { email: "a@example.com", password: "body-marker", newPassword: "new-marker" },
        user: { passwordHash: "$argon2id$marker" },
        headers: { cookie: "session=cookie-marker", authorization: "Bearer auth-marker" },
        link: { token: "token-marker" },
      },
      "sign-in attempt",
    );
    const output = lines.join("");
    for (const marker of [
      "hunter2-secret-marker",
      "body-marker",
      "new-marker",
      "$argon2id$marker",
      "cookie-marker",
      "auth-marker",
      "token-marker",
    ]) {
      expect(output).not.toContain(marker);
    }
    expect(output).toContain("a@example.com");
    expect(output).toContain("[redacted]");
  });

  it("writes errors as structured JSON with their message and stack", () => {
    const { log, lines } = capture();
    log.error({ requestId: "req-1", err: new Error("boom") }, "unhandled error in a route handler");
    const entry = JSON.parse(lines[0]!) as { requestId: string; err: { message: string; stack: string }; msg: string };
    expect(entry.requestId).toBe("req-1");
    expect(entry.err.message).toBe("boom");
    expect(entry.err.stack).toContain("Error: boom");
  });
});
