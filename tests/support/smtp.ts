// A real SMTP server for tests (the `smtp-server` package): no TLS, any or no credentials accepted, every
// message kept in memory and decoded enough to assert on headers, text and HTML (no mail parser needed).
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedEmail = {
  envelope: { from: string; to: string[] };
  /** Header names lower-cased, folded lines unfolded. */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
};

export type TestSmtpServer = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  port: number;
  messages: ReceivedEmail[];
  /** Resolves once `count` messages to `to` (any, when omitted) have arrived; rejects after `timeoutMs`. */
  waitForMessages: (count: number, options?: { to?: string; timeoutMs?: number }) => Promise<ReceivedEmail[]>;
  stop: () => Promise<void>;
};

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? "7bit").toLowerCase()) {
    case "quoted-printable": {
      const binary = body
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(binary, "latin1").toString("utf8");
    }
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    default:
      return body;
  }
}

function splitPart(raw: string): { headers: Record<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { headers: parseHeaders(raw), body: "" };
  return { headers: parseHeaders(raw.slice(0, match.index)), body: raw.slice(match.index + match[0].length) };
}

/** Collects the text/plain and text/html bodies of a (possibly nested multipart) MIME entity. */
function collectBodies(raw: string, out: { text: string; html: string }) {
  const { headers, body } = splitPart(raw);
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith("--")) break;
      collectBodies(part.replace(/^\r?\n/, ""), out);
    }
    return;
  }
  const decoded = decodeBody(body, headers["content-transfer-encoding"]).replace(/\r?\n$/, "");
  if (/^text\/html/i.test(type)) out.html ||= decoded;
  else if (/^text\/plain/i.test(type)) out.text ||= decoded;
}

function parseEmail(raw: string, envelope: ReceivedEmail["envelope"]): ReceivedEmail {
  const { headers } = splitPart(raw);
  const bodies = { text: "", html: "" };
  collectBodies(raw, bodies);
  return { envelope, headers, subject: headers.subject ?? "", text: bodies.text, html: bodies.html, raw };
}

type SmtpServerOptions = {
  port?: number;
  /** Called with each message as received (the e2e sink keeps them as files). */ onMessage?: (raw: Buffer) => void;
};

export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const messages: ReceivedEmail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? "test" });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        const raw = Buffer.concat(chunks);
        options.onMessage?.(raw);
        messages.push(parseEmail(raw.toString("utf8"), envelope));
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const matching = (to?: string) => messages.filter((m) => !to || m.envelope.to.includes(to));
  const waitForMessages: TestSmtpServer["waitForMessages"] = (count, { to, timeoutMs = 10_000 } = {}) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = matching(to);
        if (found.length < count) return false;
        cleanup();
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(
          new Error(
            `Expected ${count} message(s)${to ? ` to ${to}` : ""}, got ${matching(to).length} within ${timeoutMs} ms`,
          ),
        );
      }, timeoutMs);
      const wake = () => void check();
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(wake);
      };
      waiters.add(wake);
      check();
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitForMessages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
